// `npm run api:types`: the web app's types of every API call, generated from the server's OpenAPI document
// (the routes' zod schemas, through @fastify/swagger), into apps/web/src/lib/api-schema.gen.ts, which
// apps/web/src/lib/api.ts types its calls with (docs/decisions/0037-typed-api-client.md).
//
//   node --import tsx scripts/generate-api-types.ts           write the file
//   node --import tsx scripts/generate-api-types.ts --check   exit 1 when the committed file is not what the
//                                                             routes give today (`npm run lint` runs this)
//
// The app is built in this process the way the tests build it (apps/server/test/test-app.ts): the test
// configuration, an empty in-memory PGlite database, no background worker; nothing listens on a port.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';

const TARGET = fileURLToPath(new URL('../apps/web/src/lib/api-schema.gen.ts', import.meta.url));
const HEADER = `// GENERATED FILE, do not edit. The types of the API's paths, from the server's OpenAPI document.
// Regenerate after changing a route or a contract schema: npm run api:types
// (scripts/generate-api-types.ts; \`npm run lint\` fails while this file is out of date).
`;

async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({});
  try {
    const app = await buildApp({ config: testConfig({ seedDemo: false }), database, worker: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const ast = await openapiTS((await openApiDocument()) as never, { alphabetize: true });
const generated = `${HEADER}\n${astToString(ast)}`;

const check = process.argv.includes('--check');
const current = (() => {
  try {
    return readFileSync(TARGET, 'utf8');
  } catch {
    return null;
  }
})();
if (check) {
  if (current !== generated) {
    console.error(`${TARGET} is out of date: run npm run api:types and commit it.`);
    process.exit(1);
  }
  console.log('API types are up to date');
} else {
  writeFileSync(TARGET, generated);
  console.log(`wrote ${TARGET}`);
}
