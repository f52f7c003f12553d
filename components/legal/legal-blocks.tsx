import type { LegalBlock } from '@/content/legal/schema';
import { LegalText } from './legal-text';

/** Paragraphs, bullet lists and labelled term lists of one section, in reading order. */
export function LegalBlocks({ blocks, currentPath }: { blocks: LegalBlock[]; currentPath: string }) {
  return blocks.map((block, index) => {
    if (typeof block === 'string') {
      return (
        <p key={index} className="mt-4">
          <LegalText text={block} currentPath={currentPath} />
        </p>
      );
    }
    if ('list' in block) {
      return (
        <ul key={index} className="mt-4 list-disc space-y-2 pl-6 marker:text-brand">
          {block.list.map((item) => (
            <li key={item}>
              <LegalText text={item} currentPath={currentPath} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <ul key={index} className="mt-4 space-y-3">
        {block.definitions.map(({ term, text }) => (
          <li key={term} className="border-l-2 border-brand-soft pl-4 print:border-line">
            <strong className="font-semibold text-ink">{term}</strong>
            {': '}
            <LegalText text={text} currentPath={currentPath} />
          </li>
        ))}
      </ul>
    );
  });
}
