#!/usr/bin/env python3
"""Sign ingresses and stations of the grahas in 2026, and the Moon's nakshatra ingresses in January 2026 (Lahiri,
mean node), by bisection on swetest's own longitudes and speeds.

Run from this folder: python3 ingress.py > ingress.json  (needs: apt-get install swetest swe-basic-data)
Read by test/http/ephemeris.test.ts. Independent of the service's code: only swetest is used.
"""
import json, subprocess

EPHE = '/usr/share/libswe/ephe'
BODIES = {'Sun': '0', 'Moon': '1', 'Mercury': '2', 'Venus': '3', 'Mars': '4', 'Jupiter': '5', 'Saturn': '6',
          'Rahu': 'm'}

def at(jd, body):
    out = subprocess.run(['swetest', f'-bj{jd:.9f}', '-ut', '-sid1', f'-p{BODIES[body]}', '-fls', '-head', '-eswe',
                          f'-edir{EPHE}'], capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), float(out[1])

def bisect(lo, hi, f):
    flo = f(lo) < 0
    for _ in range(40):
        mid = (lo + hi) / 2
        if (f(mid) < 0) == flo: lo = mid
        else: hi = mid
    return (lo + hi) / 2

def cell(lon, size):
    return int(lon // size) % round(360 / size)

def scan(body, start, end, step, size, kind):
    events = []
    t = start
    lon, speed = at(t, body)
    while t < end:
        n = min(t + step, end)
        lon2, speed2 = at(n, body)
        if cell(lon2, size) != cell(lon, size):
            # The bound crossed: the one between the two cells in the direction of motion (steps are short enough
            # to cross one bound at most).
            forward = ((lon2 - lon + 180) % 360 - 180) > 0
            bound = (cell(lon, size) + (1 if forward else 0)) * size % 360
            x = bisect(t, n, lambda jd: (at(jd, body)[0] - bound + 180) % 360 - 180)
            events.append({'kind': kind, 'graha': body, 'jd_ut': x, 'index': cell(lon2, size)})
        if kind == 'sign_ingress' and body not in ('Sun', 'Moon', 'Rahu') and (speed < 0) != (speed2 < 0):
            x = bisect(t, n, lambda jd: at(jd, body)[1])
            events.append({'kind': 'station_retrograde' if speed2 < 0 else 'station_direct', 'graha': body,
                           'jd_ut': x, 'index': None})
        t, lon, speed = n, lon2, speed2
    return events

START, END = 2461041.5, 2461406.5  # 2026-01-01 to 2027-01-01, 0h UT
events = []
for body in ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Rahu']:
    events += scan(body, START, END, 1.0, 30.0, 'sign_ingress')
events += scan('Moon', START, START + 31, 0.25, 360 / 27, 'nakshatra_ingress')
events.sort(key=lambda e: e['jd_ut'])
print(json.dumps({'meta': {'tool': 'swetest 2.10.03 (Debian 2.10.03-3)',
                           'flags': '-bj<jd> -ut -sid1 -p<body> -fls -head -eswe (Lahiri, mean node for Rahu)',
                           'method': 'daily (Moon: 6-hourly) cells, then bisection to 2^-40 of the step on swetest '
                                     'longitudes, or on its speed for stations',
                           'range': '2026-01-01 to 2027-01-01 UT; the Moon in January 2026', 'generated': '2026-11-28'},
                  'events': events}, indent=1))
