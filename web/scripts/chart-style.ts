/**
 * Switches the kundli charts between their styles (North, South and East Indian, the Sudarshana chakra) in place
 * (all are already in the page), keeps the choice in the address and the form, and marks the pressed button.
 * Without this script the links reload.
 */
const switches = [...document.querySelectorAll<HTMLAnchorElement>('a.style-switch')];
const blocks = [...document.querySelectorAll<HTMLElement>('.charts[data-style]')];
const field = document.querySelector<HTMLInputElement>('input[name="style"]');

function pick(style: string): void {
  for (const b of blocks) b.hidden = b.dataset.style !== style;
  for (const s of switches) s.setAttribute('aria-pressed', String(s.dataset.style === style));
  if (field !== null) field.value = style;
  const url = new URL(window.location.href);
  url.searchParams.set('style', style);
  history.replaceState(null, '', url);
}

for (const s of switches) {
  s.addEventListener('click', (e) => {
    e.preventDefault();
    pick(s.dataset.style ?? 'north');
  });
  // role=button: Space presses it as it would a button.
  s.addEventListener('keydown', (e) => {
    if (e.key === ' ') {
      e.preventDefault();
      pick(s.dataset.style ?? 'north');
    }
  });
}
