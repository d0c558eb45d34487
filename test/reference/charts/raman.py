#!/usr/bin/env python3
"""Why B.V. Raman's standard horoscope (A Manual of Hindu Astrology) differs from a modern ephemeris: prints the
evidence quoted in README.md. Reads published.json; needs swetest (apt-get install swetest swe-basic-data).

Run: python3 test/reference/charts/raman.py   (about 3 s; writes nothing)
"""

import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
EPHE = ['-head', '-eswe', '-edir/usr/share/libswe/ephe']
NAMES = {'Sun': 'Sun', 'Moon': 'Moon', 'Mars': 'Mars', 'Mercury': 'Mercury', 'Jupiter': 'Jupiter', 'Venus': 'Venus',
         'Saturn': 'Saturn', 'mean Node': 'Rahu'}
PUB = json.load(open(os.path.join(HERE, 'published.json')))['raman_standard_horoscope']
BOOK = {g: d + m / 60 for g, (d, m) in PUB['longitudes_dm'].items()}
ASC = PUB['ascendant_dm'][0] + PUB['ascendant_dm'][1] / 60
LAT, LON = PUB['latitude'], PUB['longitude']


def rows(*args):
    out = subprocess.run(['swetest', *args, *EPHE], check=True, capture_output=True, text=True).stdout
    res = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            res[' '.join(parts[:-1])] = float(parts[-1])
    return res


def d(a, b):
    return (a - b + 180) % 360 - 180


def at(ut, sid):
    flags = [f'-sid{sid}'] if sid else []
    r = rows('-b16.10.1918', f'-ut{ut}', *flags, '-p0123456m', '-fPl', f'-house{LON},{LAT},P')
    res = {NAMES[k]: v for k, v in r.items() if k in NAMES}
    return res | {'Ketu': (res['Rahu'] + 180) % 360, 'Ascendant': r['Ascendant']}


book = BOOK | {'Ascendant': ASC}
print('book minus swetest, degrees (Raman ayanamsa -sid3 unless said)')
for label, ut, sid in [('IST 14:20 = 08:50 UT', '08:50:00', 3), ('as LMT 14:20 (+05:10:20) = 09:09:40 UT', '09:09:40', 3),
                       ('IST, Lahiri -sid1', '08:50:00', 1)]:
    ours = at(ut, sid)
    print(f'  {label:40s}', '  '.join(f'{g} {d(book[g], ours[g]):+.2f}' for g in book))
true_node = rows('-b16.10.1918', '-ut08:50:00', '-sid3', '-pt', '-fPl')['true Node']
print(f'  Rahu as the true node (IST, Raman): {d(BOOK["Rahu"], true_node):+.2f}')
trop = at('08:50:00', 0)
print('implied ayanamsa (tropical at 08:50 UT minus book), degrees:')
print('  ', '  '.join(f'{g} {d(trop[g], book[g]):.2f}' for g in book))

# Which dates fit the slow bodies? Implied ayanamsa of Mars, Jupiter, Saturn and the node, daily 1900-1999.
spreads = []
jd = 2415020.5 + 8.833 / 24
while jd < 2451545.0:
    out = subprocess.run(['swetest', f'-bj{jd}', '-ut', '-n4000', '-s1', '-p456m', '-fPJl', *EPHE],
                         check=True, capture_output=True, text=True).stdout
    day = {}
    for line in out.splitlines():
        parts = line.split()
        name, j, lon = ' '.join(parts[:-2]), float(parts[-2]), float(parts[-1])
        day.setdefault(j, {})[NAMES[name]] = lon
    for j, p in day.items():
        implied = [d(p[g], BOOK[g]) for g in ('Mars', 'Jupiter', 'Saturn', 'Rahu')]
        spreads.append((max(implied) - min(implied), j))
    jd += 4000
spreads.sort()
best = spreads[0]
far = next(s for s in spreads if abs(s[1] - best[1]) > 30)
print(f'slow bodies, 1900-1999: best fit JD {best[1]:.3f} (spread {best[0]:.2f} deg); '
      f'best more than 30 days away: JD {far[1]:.3f} (spread {far[0]:.2f} deg)')
