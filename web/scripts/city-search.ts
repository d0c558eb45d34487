/**
 * Each place field (input[data-place-search]) as a combobox: typing asks /api/cities (the local gazetteer, no network
 * beyond this service) and
 * lists up to 8 places; arrows move, Enter or a click picks one and fills the hidden lat and lon. Without this
 * script the form still works: the server looks the typed name up itself.
 */
interface City {
  name: string;
  country: string;
  admin1: string;
  latitude: number;
  longitude: number;
}

const describe = (c: City) => [c.name, c.admin1, c.country].filter((s) => s !== '').join(', ');

for (const input of document.querySelectorAll<HTMLInputElement>('input[data-place-search]')) {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const lat = input.form?.elements.namedItem(input.dataset.lat ?? '');
  const lon = input.form?.elements.namedItem(input.dataset.lon ?? '');
  if (list instanceof HTMLUListElement && lat instanceof HTMLInputElement && lon instanceof HTMLInputElement)
    enhance(input, list, lat, lon);
}

function enhance(input: HTMLInputElement, list: HTMLUListElement, lat: HTMLInputElement, lon: HTMLInputElement): void {
  let cities: City[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };

  const show = () => {
    list.replaceChildren(
      ...cities.map((c, i) => {
        const li = document.createElement('li');
        li.id = `${list.id}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(i === active));
        li.textContent = describe(c);
        li.addEventListener('mousedown', (e) => {
          e.preventDefault(); // keep focus in the input
          choose(i);
        });
        return li;
      }),
    );
    list.hidden = cities.length === 0;
    input.setAttribute('aria-expanded', String(cities.length > 0));
    if (active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };

  const choose = (i: number) => {
    const c = cities[i];
    if (c === undefined) return;
    input.value = describe(c);
    lat.value = String(c.latitude);
    lon.value = String(c.longitude);
    close();
  };

  const search = async (q: string) => {
    const mine = ++asked;
    const r = await fetch(`/api/cities?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } });
    if (mine !== asked || !r.ok) return; // a newer search is on its way, or the service refused this one
    cities = (await r.json()) as City[];
    active = -1;
    show();
  };

  input.addEventListener('input', () => {
    // A typed name no longer matches the chosen coordinates: the server will look the name up unless one is picked.
    lat.value = '';
    lon.value = '';
    clearTimeout(timer);
    const q = input.value.trim();
    if (q.length < 2) {
      cities = [];
      close();
      return;
    }
    timer = setTimeout(() => void search(q), 150);
  });

  input.addEventListener('keydown', (e) => {
    if (list.hidden) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      active = (active + (e.key === 'ArrowDown' ? 1 : cities.length - 1)) % cities.length;
      show();
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      close();
    }
  });

  input.addEventListener('blur', close);
}
