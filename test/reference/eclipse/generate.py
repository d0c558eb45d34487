#!/usr/bin/env python3
"""Regenerate the eclipse reference fixtures in this folder from Debian's swetest.

Needs: apt-get install swetest swe-basic-data (swetest 2.10.03, files in /usr/share/libswe/ephe), Python 3.9+.
Run from anywhere: python3 test/reference/eclipse/generate.py

Writes eclipses.json: every solar and lunar eclipse with its global maximum in 2000-2040 (swetest -solecl,
-lunecl), and the local circumstances at a few places (swetest -solecl -local, -lunecl -local). published.json
is transcribed by hand from shared/reference/published.md and is not touched here. Nothing in the service's own
code is used.
"""

import calendar
import datetime as dt
import json
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
EPHE = '/usr/share/libswe/ephe'
SWETEST = '/usr/bin/swetest'
BASE = ['-eswe', f'-edir{EPHE}']

FIRST_YEAR, LAST_YEAR = 2000, 2040
START = '-b1.1.2000'
# Enough to pass the end of 2040 (about 2.4 solar and 2.4 lunar eclipses a year); extra ones are dropped.
GLOBAL_COUNT = 110
# swetest -local lists only eclipses seen from the place: fewer per year.
LOCAL_COUNT = 110

PLACES = [
    {'name': 'New Delhi', 'latitude': 28.6139, 'longitude': 77.2090},
    {'name': 'Sydney', 'latitude': -33.8688, 'longitude': 151.2093},
    {'name': 'London', 'latitude': 51.5072, 'longitude': -0.1276},
    {'name': 'Reykjavik', 'latitude': 64.1466, 'longitude': -21.9426},
]

SOLAR_TYPES = {
    'total solar': 'total', 'total non-central solar': 'total', 'annular solar': 'annular',
    'annular non-central solar': 'annular', 'ann-tot solar': 'hybrid', 'partial solar': 'partial',
    'total': 'total', 'annular': 'annular', 'ann-tot': 'hybrid', 'partial': 'partial',
}
LUNAR_TYPES = {'total': 'total', 'partial': 'partial', 'penumb.': 'penumbral'}


def swetest(*args):
    out = subprocess.run([SWETEST, *args, *BASE], check=True, capture_output=True, text=True).stdout
    if 'not found' in out or 'Moshier' in out:
        raise SystemExit(f'swetest fell back to Moshier for {args}: {out}')
    return out


def version():
    out = subprocess.run([SWETEST, '-h'], capture_output=True, text=True).stdout
    m = re.search(r'Version:\s*(\S+)', out)
    return m.group(1) if m else 'unknown'


def iso_of(jd):
    secs = (jd - 2440587.5) * 86400.0
    return (dt.datetime(1970, 1, 1) + dt.timedelta(seconds=secs)).strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z'


def year_of(jd):
    return (dt.datetime(1970, 1, 1) + dt.timedelta(days=jd - 2440587.5)).year


def day_start_jd(date_text):
    """JD of 00:00 UT of a swetest date 'd.mm.yyyy'."""
    d, m, y = (int(x) for x in date_text.strip().split('.'))
    return 2440587.5 + calendar.timegm(dt.date(y, m, d).timetuple()) / 86400.0


def time_near(text, jd_max):
    """JD of a swetest time of day 'hh:mm:ss.s' (or '-' for none) on the day nearest the maximum."""
    text = text.strip()
    if text == '-':
        return None
    h, m, s = text.split(':')
    frac = (int(h) + int(m) / 60 + float(s) / 3600) / 24
    base = int(jd_max - 0.5) + 0.5  # 00:00 UT of the maximum's date
    candidates = [base + k + frac for k in (-1, 0, 1)]
    return min(candidates, key=lambda jd: abs(jd - jd_max))


def times_of(line, jd_max, n):
    """The n contact columns of a swetest contact line ('-' where none or not visible)."""
    fields = re.findall(r'-(?=\s)|\d{1,2}:\d{2}:\d{2}\.\d', line.split('dt=')[0] + ' ')
    if len(fields) != n:
        raise SystemExit(f'expected {n} contact columns in {line!r}, found {fields}')
    return [time_near(f, jd_max) for f in fields]


def first_line(line):
    """Type text, maximum JD, magnitudes and saros of a swetest eclipse header line."""
    cols = [c.strip() for c in line.split('\t') if c.strip()]
    jd = float(cols[-1])
    mags = next(c for c in cols if re.fullmatch(r'-?[\d.]+(/-?[\d.]+)+', c))
    saros = re.search(r'saros (\d+)/(\d+)', line)
    return cols[0], jd, [float(x) for x in mags.split('/')], [int(saros.group(1)), int(saros.group(2))] if saros else None


def blocks(out):
    """Eclipse header lines with the indented lines that follow them."""
    lines = [l for l in out.splitlines()[1:] if l.strip() and not l.startswith('geo. long')]
    result = []
    for l in lines:
        if l[0].isspace():
            result[-1].append(l)
        else:
            result.append([l])
    return result


def in_years(jd):
    return FIRST_YEAR <= year_of(jd) <= LAST_YEAR


def solar_global():
    out = swetest(START, '-solecl', f'-n{GLOBAL_COUNT}')
    result = []
    for b in blocks(out):
        head, jd, mags, saros = first_line(b[0])
        if not in_years(jd):
            continue
        kind = re.sub(r'\s+', ' ', head.split('\t')[0])
        start, total_start, total_end, end = times_of(b[1], jd, 4)
        result.append({
            'max_jd_ut': jd, 'max_utc': iso_of(jd), 'type': SOLAR_TYPES[kind], 'swetest_type': kind,
            'magnitude': mags[0], 'saros': saros, 'start_jd_ut': start, 'end_jd_ut': end,
        })
    if year_of(result[-1]['max_jd_ut']) != LAST_YEAR:
        raise SystemExit('GLOBAL_COUNT too small for the solar list')
    return result


def lunar_global():
    out = swetest(START, '-lunecl', f'-n{GLOBAL_COUNT}')
    result = []
    for b in blocks(out):
        head, jd, mags, saros = first_line(b[0])
        if not in_years(jd):
            continue
        kind = head.split()[0]
        p1, u1, u2, u3, u4, p4 = times_of(b[1], jd, 6)
        result.append({
            'max_jd_ut': jd, 'max_utc': iso_of(jd), 'type': LUNAR_TYPES[kind], 'umbral_magnitude': mags[0],
            'penumbral_magnitude': mags[1], 'saros': saros,
            'contacts': {'penumbral_start': p1, 'partial_start': u1, 'total_start': u2, 'total_end': u3,
                         'partial_end': u4, 'penumbral_end': p4},
        })
    if year_of(result[-1]['max_jd_ut']) != LAST_YEAR:
        raise SystemExit('GLOBAL_COUNT too small for the lunar list')
    return result


def geopos(place):
    return f"-geopos{place['longitude']},{place['latitude']},0"


def solar_local(place):
    out = swetest(START, '-solecl', '-local', geopos(place), f'-n{LOCAL_COUNT}')
    result = []
    for b in blocks(out):
        head, jd, mags, _ = first_line(b[0])
        if not in_years(jd):
            continue
        kind = head.split()[0]
        # Second line: duration of totality/annularity, then the four contacts; '-' where not visible.
        contacts = b[1].split('sec', 1)[1]
        c1, c2, c3, c4 = times_of(contacts, jd, 4)
        result.append({
            'max_jd_ut': jd, 'max_utc': iso_of(jd), 'type': SOLAR_TYPES[kind], 'magnitude': mags[0],
            'first_contact': c1, 'second_contact': c2, 'third_contact': c3, 'fourth_contact': c4,
        })
    if len(result) == LOCAL_COUNT:
        raise SystemExit('LOCAL_COUNT too small for the solar local list')
    return result


def lunar_local(place, lunar):
    """swetest -lunecl -local at the place. Its contacts are the global ones, printed only when visible; a printed
    contact that disagrees with the global list (swetest 2.10.03 prints a missing one as 12:00:00.0) is dropped
    and listed in `dropped`."""
    out = swetest(START, '-lunecl', '-local', geopos(place), f'-n{LOCAL_COUNT}')
    result = []
    for b in blocks(out):
        head, jd, _, _ = first_line(b[0])
        if not in_years(jd):
            continue
        g = min(lunar, key=lambda e: abs(e['max_jd_ut'] - jd))
        if abs(g['max_jd_ut'] - jd) > 0.5:
            raise SystemExit(f'no global lunar eclipse near the local one at JD {jd}')
        names = ['penumbral_start', 'partial_start', 'total_start', 'total_end', 'partial_end', 'penumbral_end']
        shown = dict(zip(names, times_of(b[1], jd, 6)))
        dropped = []
        for k, v in shown.items():
            if v is not None and (g['contacts'][k] is None or abs(v - g['contacts'][k]) * 86400 > 1):
                dropped.append({'contact': k, 'printed_jd_ut': v, 'global_jd_ut': g['contacts'][k]})
                shown[k] = None
        result.append({
            'max_jd_ut': g['max_jd_ut'], 'visible_max_jd_ut': jd, 'visible_type': LUNAR_TYPES[head.split()[0]],
            'visible_contacts': shown, 'dropped': dropped,
        })
    if len(result) == LOCAL_COUNT:
        raise SystemExit('LOCAL_COUNT too small for the lunar local list')
    return result


def main():
    data = {
        'meta': {
            'source': 'swetest (Debian package swetest 2.10.03-3), ephemeris files from swe-basic-data '
                      '(sepl_18.se1, semo_18.se1)',
            'tool_version': version(),
            'flags': [
                f'swetest {START} -solecl -n{GLOBAL_COUNT} -eswe -edir{EPHE}',
                f'swetest {START} -lunecl -n{GLOBAL_COUNT} -eswe -edir{EPHE}',
                f'swetest {START} -solecl -local -geopos<lon>,<lat>,0 -n{LOCAL_COUNT} -eswe -edir{EPHE}',
                f'swetest {START} -lunecl -local -geopos<lon>,<lat>,0 -n{LOCAL_COUNT} -eswe -edir{EPHE}',
            ],
            'generated_on': dt.date.today().isoformat(),
            'generator': 'test/reference/eclipse/generate.py',
            'note': 'Times are JD UT. Global lists: eclipses with their maximum in 2000-2040. Local lists: what '
                    'swetest -local reports as seen from the place (a contact is null when swetest prints "-": '
                    'below the horizon or absent). Maxima read from the 6-decimal JD (0.09 s); contacts from '
                    'times printed to 0.1 s. For a local eclipse swetest gives the greatest visible phase (at '
                    'the horizon when the true maximum is below it) and the type seen then; lunar contacts it '
                    'printed wrongly are listed in "dropped".',
        },
    }
    data['solar'] = solar_global()
    data['lunar'] = lunar_global()
    data['places'] = [{**p, 'solar': solar_local(p), 'lunar': lunar_local(p, data['lunar'])} for p in PLACES]
    path = os.path.join(HERE, 'eclipses.json')
    with open(path, 'w') as f:
        json.dump(data, f, indent=1)
        f.write('\n')
    print(f"wrote {path}: {len(data['solar'])} solar, {len(data['lunar'])} lunar, "
          + ', '.join(f"{p['name']} {len(p['solar'])}/{len(p['lunar'])}" for p in data['places']))


if __name__ == '__main__':
    main()
