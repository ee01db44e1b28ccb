import { jsonForScript } from '@pricetrail/core';

/** Props of {@link JsonLd}. */
export interface JsonLdProps {
  /** The schema.org data (one item or a list). */
  data: object;
}

/**
 * Structured data for search engines, as a `<script type="application/ld+json">` data block (not
 * run, so the CSP does not concern it) whose text cannot end the element, whatever a title says.
 */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
