import { describe, expect, it } from 'vitest';
import { formShapeProblem, jsonShapeProblem } from './body-limits.js';

const limits = { depth: 3, entries: 4 };

describe('the shape check that runs before a body is parsed', () => {
  it('counts nesting and values outside strings only', () => {
    expect(jsonShapeProblem('{"a":[{"b":1}]}', limits)).toBeNull();
    expect(jsonShapeProblem('{"a":[{"b":[1]}]}', limits)).toBe('depth');
    expect(jsonShapeProblem('[1,2,3,4]', limits)).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4,5]', limits)).toBe('entries');
    expect(jsonShapeProblem(JSON.stringify({ note: '[[[[{{{{,,,,,,' }), limits)).toBeNull();
  });

  it('is not fooled by escaped quotes and backslashes inside a string', () => {
    // `"\"[[[["`: the escaped quote does not end the string.
    expect(jsonShapeProblem(JSON.stringify(['"[[[[,,,,,']), limits)).toBeNull();
    // `"\\"`: an escaped backslash does end it; the brackets after are real.
    expect(jsonShapeProblem(`["\\\\",[[[1]]]]`, limits)).toBe('depth');
    expect(jsonShapeProblem(JSON.stringify(['\\\\\\"', '\\']), limits)).toBeNull();
  });

  it('leaves malformed JSON for the parser to refuse', () => {
    expect(jsonShapeProblem('{"a": "never closed', limits)).toBeNull();
    expect(jsonShapeProblem(']]]]', limits)).toBeNull();
  });

  it('counts a form’s fields by the ampersands between them', () => {
    expect(formShapeProblem('a=1&b=2&c=3&d=4', limits)).toBeNull();
    expect(formShapeProblem('a=1&b=2&c=3&d=4&e=5', limits)).toBe('entries');
    expect(formShapeProblem(`a${'[b]'.repeat(1000)}=1`, limits)).toBeNull();
  });
});
