/** Styles of the result display, inlined with it so that static pages and islands look the same. */
export const RESULT_CSS = `
.result-display { background: #fff; border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow); padding: 1.5rem; display: grid; gap: 1.25rem; }
.rd-demo { margin: 0; padding: 0.6rem 0.9rem; border-radius: 8px; background: #fff7ed; color: #9a3412; border: 1px solid #fdba74; font-weight: 600; }
.rd-summary { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 1.5rem; align-items: start; }
.rd-head { display: grid; gap: 0.35rem; align-content: start; }
.rd-name { margin: 0; font-size: 1.75rem; line-height: 1.15; }
.rd-name:focus { outline: none; }
.rd-name:focus-visible { outline: 2px solid var(--ocean-500); outline-offset: 2px; }
.rd-sureness { margin: 0; font-size: 0.95rem; }
.rd-summary .rd-photo img { max-height: min(440px, 48vh); }
.rd-scientific { margin: 0.2rem 0 0; font-style: italic; color: var(--muted); font-size: 1.1rem; }
.rd-authority { font-style: normal; font-size: 0.95rem; }
.rd-worms { margin: 0.35rem 0 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.6rem; font-size: 0.88rem; }
.rd-check { display: inline-flex; align-items: baseline; gap: 0.3rem; font-weight: 600; }
.rd-check a { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
.rd-check-mark { font-weight: 700; }
.rd-check-ok { color: #166534; }
.rd-check-warn { color: #92400e; }
.rd-check-pending { color: #4b5563; }
.rd-provenance { color: var(--muted); }
.rd-review-status { margin: 0.35rem 0 0; font-size: 0.88rem; }
.rd-review { display: inline-block; padding: 0.1rem 0.55rem; border-radius: 999px; font-weight: 600; border: 1px solid currentColor; }
.rd-review-in-review { color: #1e40af; }
.rd-review-verified { color: #166534; }
.rd-review-disputed { color: #92400e; }
.rd-model-said { margin: 0.35rem 0 0; color: var(--muted); font-size: 0.92rem; }
.rd-rank-note { margin: 0.35rem 0 0; font-size: 0.92rem; }
.rd-non-marine { margin: 0; padding: 0.6rem 0.9rem; border-radius: 8px; background: #fffbeb; color: #92400e; border: 1px solid #fcd34d; font-weight: 600; }
.rd-status { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.5rem; }
.rd-status-source { font-size: 0.8rem; color: var(--muted); }
.rd-not-in-worms,
.rd-not-nearby { color: #92400e; font-size: 0.82rem; }
.rd-date { margin: 0.4rem 0 0; color: var(--muted); font-size: 0.9rem; }
.rd-body { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 1.5rem; }
@media (max-width: 820px) {
  .rd-body, .rd-summary { grid-template-columns: minmax(0, 1fr); }
  /* On a phone the name comes first, then the photo, kept short enough to leave the decision on screen. */
  .rd-summary .rd-head { order: -1; }
  .rd-summary .rd-photo img { max-height: 34vh; }
  .result-display { padding: 1rem; }
  .rd-name { font-size: 1.45rem; }
}
.rd-media { display: grid; gap: 0.75rem; align-content: start; }
.rd-gallery { display: grid; gap: 0.5rem; }
.rd-photo { margin: 0; }
.rd-photo[hidden] { display: none; }
.rd-photo img { width: 100%; height: auto; max-height: 440px; object-fit: contain; background: var(--ocean-950); border-radius: 8px; display: block; }
/* Several photos share one frame, so previous and next stay where the finger or pointer is. */
.rd-gallery-several .rd-photo img { aspect-ratio: 4 / 3; }
.rd-high-res { display: inline-block; margin-top: 0.3rem; }
.rd-photo-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.rd-credit { font-size: 0.85rem; color: var(--muted); margin-top: 0.3rem; }
.rd-verified { display: block; color: #166534; font-weight: 600; }
.rd-gallery-nav { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.rd-nav-btn { border: 1px solid var(--line); background: #fff; border-radius: 999px; width: 2rem; height: 2rem; cursor: pointer; font-size: 1.2rem; line-height: 1; }
.rd-nav-btn[aria-disabled="true"] { opacity: 0.4; cursor: default; }
.rd-nav-btn:focus-visible, .rd-dot:focus-visible { outline: 2px solid var(--ocean-500); outline-offset: 2px; }
.rd-dots { display: flex; }
/* A small dot in a target a finger can hit (24 px). */
.rd-dot { width: 24px; height: 24px; border-radius: 50%; border: 0; background: transparent; cursor: pointer; padding: 0; display: grid; place-items: center; }
.rd-dot::before { content: ''; width: 0.6rem; height: 0.6rem; border-radius: 50%; background: var(--line); }
.rd-dot[aria-current="true"]::before { background: var(--ocean-700); }
.rd-counter { color: var(--muted); font-size: 0.85rem; margin-left: auto; }
.rd-no-image { display: grid; place-items: center; text-align: center; min-height: 200px; background: var(--ocean-100); border-radius: 8px; padding: 1rem; color: var(--muted); }
.rd-no-image p { margin: 0.2rem 0; }
.rd-note { font-size: 0.85rem; }
.rd-classification { margin: 0; font-size: 0.92rem; }
.rd-google { justify-self: start; }
.rd-link { font-size: 0.92rem; }
.rd-candidates h3, .rd-section h3 { font-size: 0.8rem; letter-spacing: 0.06em; color: var(--ocean-700); margin: 0 0 0.35rem; }
.rd-candidates ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.rd-candidate-line { display: flex; justify-content: space-between; gap: 0.5rem; font-size: 0.92rem; }
.rd-rank { color: var(--muted); font-size: 0.82rem; }
.rd-confidence { font-weight: 700; white-space: nowrap; }
.rd-confidence-word { font-weight: 400; color: var(--muted); }
.rd-meter { height: 0.35rem; background: var(--ocean-100); border-radius: 999px; overflow: hidden; }
.rd-meter span { display: block; height: 100%; background: var(--ocean-500); }
.rd-sections { display: grid; gap: 1rem; align-content: start; }
.rd-section p { margin: 0; }
.rd-alternatives { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.35rem; }
.rd-alternatives li { display: flex; justify-content: space-between; align-items: center; gap: 0.75rem; }
.rd-lookalike { display: flex; align-items: center; gap: 0.6rem; min-width: 0; }
/* The reference photo's place is kept from the first paint: a photo that arrives later moves nothing. */
.rd-thumb { flex: none; width: 48px; height: 48px; border-radius: 6px; background: var(--ocean-100); overflow: hidden; display: block; }
.rd-thumb-kin { position: relative; }
.rd-thumb-label { position: absolute; inset: auto 0 0 0; background: rgb(4 34 58 / 0.85); color: #fff; font-size: 11px; line-height: 1.3; text-align: center; }
.rd-thumb img { width: 48px; height: 48px; object-fit: cover; display: block; }
.rd-thumb:focus-visible { outline: 2px solid var(--ocean-500); outline-offset: 2px; }
/* The decision stays on screen while the result is read: a bar held at the bottom of the window. */
.rd-save { position: sticky; bottom: 0; z-index: 2; background: #fff; border-top: 1px solid var(--line); padding: 0.75rem 0; margin: 0 -0.25rem; display: grid; gap: 0.5rem; box-shadow: 0 -6px 12px -10px rgba(0, 0, 0, 0.35); }
@media (max-width: 820px) { .rd-save { padding: 0.6rem 0; } .rd-save-actions .btn { flex: 1; } }
.rd-save-title { margin: 0; font-weight: 800; letter-spacing: 0.04em; }
.rd-save-actions { display: flex; gap: 0.6rem; flex-wrap: wrap; }
.rd-saved { margin: 0; padding: 0.7rem 0.9rem; border-radius: 8px; background: #dcfce7; color: var(--success); font-weight: 600; }
`;
