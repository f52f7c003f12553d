import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import MarkdownIt, { type MarkdownIt as Markdown, type MarkdownItOptions, type Token } from 'markdown-it';
import type { z } from 'zod';
import { parseContent } from '@/content/schema';

/**
 * Long-form content (the legal texts, the built-in blog posts) is written as Markdown files
 * with YAML frontmatter. They are read and turned into HTML on the server while the pages
 * are rendered (at build time for static pages); nothing here reaches a browser bundle.
 */

/** A Markdown parser for the site's own texts: no raw HTML, no automatic links or smart quotes. */
export function createMarkdown(options: MarkdownItOptions = {}) {
  return new MarkdownIt({ html: false, linkify: false, typographer: false, ...options });
}

/** A new token to splice into a parsed token stream (markdown-it keeps its Token class on the core state). */
export function createToken(md: Markdown, type: string, tag: string, nesting: -1 | 0 | 1, content = ''): Token {
  const token = new (new md.core.State('', md, {}).Token)(type, tag, nesting);
  token.content = content;
  return token;
}

export type MarkdownFile<Meta> = { meta: Meta; body: string };

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Reads `content/{file}`, replaces each `{{name}}` with its value
 * from `values` (so facts such as the support email keep one source), and validates the
 * frontmatter against `schema` the way the other content families are validated.
 */
export function readMarkdownFile<Schema extends z.ZodType>(
  family: string,
  file: string,
  schema: Schema,
  values: Record<string, string> = {},
): MarkdownFile<z.infer<Schema>> {
  const relativePath = `content/${file}`;
  // Scoped to content/, so the server bundle's file tracing includes that folder, not the whole project.
  const source = readFileSync(path.join(process.cwd(), 'content', file), 'utf8').replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${relativePath}: unknown placeholder ${match}`);
    return value;
  });
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${relativePath}: missing the --- frontmatter --- block`);
  const meta = parseContent(family, schema, { [relativePath]: yaml.load(match[1]!, { schema: yaml.JSON_SCHEMA }) })[relativePath]!;
  return { meta, body: source.slice(match[0].length) };
}

/** A stable anchor id from heading text: "Updates to This Policy" → "updates-to-this-policy". */
export function slugify(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
