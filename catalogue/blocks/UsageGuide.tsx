import { USAGE } from '../usage';

/** Props of {@link UsageGuide}. */
export interface UsageGuideProps {
  /** The component's story title, e.g. 'Base/Dialog'. */
  title: string;
}

/** The designer's 适用 / 不适用 lists for one component; nothing when it has none. */
export function UsageGuide({ title }: UsageGuideProps) {
  const usage = USAGE[title];
  if (!usage) return null;
  return (
    <>
      <h2>何时使用</h2>
      <ul>
        {usage.use.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>何时不用</h3>
      <ul>
        {usage.avoid.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
