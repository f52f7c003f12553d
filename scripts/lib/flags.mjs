import process from 'node:process';
import { parseArgs } from 'node:util';

/**
 * A command's flags and positionals (node:util parseArgs) with -h/--help added: --help prints
 * `Usage: <usage>` and exits 0.
 */
export function commandFlags(usage, options, { allowPositionals = false } = {}) {
  const parsed = parseArgs({ allowPositionals, options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
  if (parsed.values.help) {
    console.log(`Usage: ${usage}`);
    process.exit(0);
  }
  return parsed;
}
