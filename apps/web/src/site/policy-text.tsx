import { List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Page texts are plain text written by admins: "## " (or "# ") starts a heading, a blank line
 * separates paragraphs, lines starting "- " or "* " make a bulleted list and "1. " a numbered one.
 * Rendered as React elements, so whatever an admin types is shown as text, never run as HTML.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1]!.trim() });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = (bullet ?? numbered)![1]!.trim();
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push(text);
      else {
        flush();
        current = { kind: 'list', ordered, items: [text] };
      }
      continue;
    }
    if (current?.kind === 'paragraph') current.lines.push(line.trim());
    else {
      flush();
      current = { kind: 'paragraph', lines: [line.trim()] };
    }
  }
  flush();
  return blocks;
}

/** Single line breaks inside a paragraph stay line breaks. */
function withBreaks(lines: string[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text never move; their place is their identity
  return lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={`br${i}`} />, line]));
}

export function PolicyText({ body, headingOrder = 2 }: { body: string; headingOrder?: TitleOrder }) {
  const blocks = parseBlocks(body);
  return (
    <Stack gap="sm" className="policy-text">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading')
          return (
            <Title key={key} order={headingOrder} fz={headingOrder === 2 ? 'xl' : 'lg'} mt={index === 0 ? 0 : 'md'}>
              {block.text}
            </Title>
          );
        if (block.kind === 'list')
          return (
            <List key={key} type={block.ordered ? 'ordered' : 'unordered'} spacing={4} c="dark.7">
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of a parsed text never move
                <List.Item key={`${i}-${item.slice(0, 20)}`}>{item}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={key} c="dark.7" lh={1.65}>
            {withBreaks(block.lines)}
          </Text>
        );
      })}
    </Stack>
  );
}
