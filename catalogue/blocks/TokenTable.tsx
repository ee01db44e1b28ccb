import type { ReactNode } from 'react';

/** Props of {@link TokenTable}. */
export interface TokenTableProps {
  /** A group of theme tokens, e.g. `theme.space`. */
  tokens: Readonly<Record<string, string | number>>;
  /** What the preview column draws for one token's value. */
  preview?: (value: string | number, name: string) => ReactNode;
  /** A short Chinese note per token name, shown beside it. */
  notes?: Readonly<Record<string, string>>;
}

/** One row per token of a theme group: name, value, an optional note and preview. */
export function TokenTable({ tokens, preview, notes }: TokenTableProps) {
  return (
    <table>
      <thead>
        <tr>
          <th>令牌</th>
          <th>值</th>
          {notes && <th>用途</th>}
          {preview && <th>示例</th>}
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            {notes && <td>{notes[name] ?? '—'}</td>}
            {preview && <td>{preview(value, name)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
