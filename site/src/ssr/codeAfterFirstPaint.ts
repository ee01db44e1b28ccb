// The page is whole in its HTML, so its code is needed only to take it over (hydration). Fetched
// from the HTML, ~170 KB of modules would share a slow phone's bandwidth with the page itself and
// hold its first paint back (Lighthouse mobile's LCP: 2.7 s with them in <head>, 0.7 s after).
// So the code is asked for once the page has painted; a page opened in the background (no frames)
// asks at once. Created by a script that carries the nonce, the tags are trusted ('strict-dynamic').
const LOADER = `var n=document.currentScript.nonce;function l(){var f=document.createDocumentFragment();c.forEach(function(u,i){var e=document.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}e.crossOrigin="";e.nonce=n;f.appendChild(e)});document.head.appendChild(f)}document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()`;

/**
 * The inline script that loads a page's code after its first paint: `code` is the entry script's
 * address, then the modules to preload.
 */
export function codeAfterFirstPaint(code: readonly string[]): string {
  const list = JSON.stringify(code).replace(/</g, '\\u003c');
  return `(function(c){${LOADER}})(${list})`;
}
