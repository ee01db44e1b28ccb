// Inside <script type="application/json"> (or ld+json) only `</script` (any case) or `<!--` could
// end or bend the element early: with every `<` written as \u003c neither can occur, whatever a
// product title says. `>` and `&` go too (harmless there, but the text may be pasted elsewhere),
// and U+2028/2029, which older JavaScript parsers read as line ends.
const UNSAFE = /[<>&\u2028\u2029]/g;

function escapeCharacter(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** JSON for the text of a `<script>` data block: parses to `value`, cannot end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, escapeCharacter);
}
