import type { ReactNode } from 'react';

/** Props of {@link AnswerMarkdown}. */
export interface AnswerMarkdownProps {
  /** The answer text; may end mid-line while it streams. */
  text: string;
  /** Shown after the last block (the streaming caret). */
  tail?: ReactNode;
}

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/** Splits the text into headings (`## `), lists (`- `) and paragraphs; nothing else is markup. */
export function answerBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const last = blocks[blocks.length - 1];
    if (/^#{1,6}\s/.test(line)) blocks.push({ kind: 'heading', text: line.replace(/^#+\s+/, '') });
    else if (/^[-*•]\s/.test(line)) {
      const item = line.replace(/^[-*•]\s+/, '');
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

// `**bold**` becomes <strong>; every other character stays text (React escapes it).
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/** An AI answer in a tiny markdown subset (headings, lists, bold) rendered as text, never HTML. */
export function AnswerMarkdown({ text, tail }: AnswerMarkdownProps) {
  const blocks = answerBlocks(text);
  return (
    <>
      {blocks.map((block, index) => {
        const end = index === blocks.length - 1 && tail;
        if (block.kind === 'heading') {
          return (
            <h2 key={index}>
              {inline(block.text)}
              {end}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  {inline(item)}
                  {itemIndex === block.items.length - 1 && end}
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {inline(block.text)}
            {end}
          </p>
        );
      })}
    </>
  );
}
