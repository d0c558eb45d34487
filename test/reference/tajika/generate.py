#!/usr/bin/env python3
"""Tajika solar returns (the sidereal Sun back at its natal longitude, Lahiri) by bisection on swetest's longitudes.

Run from this folder: python3 generate.py > solar-returns.json  (needs: apt-get install swetest swe-basic-data)
Read by src/engine/jyotish/tajika/solar-return.test.ts. Independent of the service's code: only swetest is used.
"""
import json, subprocess

EPHE = '/usr/share/libswe/ephe'
SIDEREAL_YEAR = 365.256363

def sun(jd):
    out = subprocess.run(['swetest', f'-bj{jd:.9f}', '-ut', '-sid1', '-p0', '-fl', '-head', '-eswe', f'-edir{EPHE}'],
                         capture_output=True, text=True, check=True).stdout
    return float(out.split()[0])

def ret(birth_jd, natal, age):
    # The return lies within minutes of birth + age mean sidereal years; a 4-day bracket holds exactly one root.
    lo = birth_jd + age * SIDEREAL_YEAR - 2
    hi = lo + 4
    f = lambda jd: (sun(jd) - natal + 180) % 360 - 180
    assert f(lo) < 0 < f(hi)
    for _ in range(40):  # 4 days / 2^40: far below a millisecond
        mid = (lo + hi) / 2
        if f(mid) < 0: lo = mid
        else: hi = mid
    return (lo + hi) / 2

# Birth instants as JD UT (swetest -bj), with the ages whose returns are found.
BIRTHS = [
    ('1947-08-14 18:30 UT', 2432412.2708333335, [1, 25, 78]),
    ('1990-11-20 10:30 UT', 2448215.9375, [10, 35, 36]),
    ('1805-03-01 12:00 UT', 2380382.0, [20, 60, 100]),
    ('2000-02-29 23:59 UT', 2451604.4993055556, [1, 4, 99]),
    ('1999-12-31 23:30 UT', 2451544.4791666665, [1, 50, 101]),
]

cases = []
for label, jd, ages in BIRTHS:
    natal = sun(jd)
    for age in ages:
        cases.append({'birth': label, 'birth_jd_ut': jd, 'natal_sun': natal, 'age': age, 'return_jd_ut': ret(jd, natal, age)})
print(json.dumps({'meta': {'tool': 'swetest 2.10.03 (Debian 2.10.03-3)', 'flags': '-bj<jd> -ut -sid1 -p0 -fl -head -eswe',
                           'ephemeris': 'swe-basic-data 4.0-20221111-2 (sepl_18, semo_18)',
                           'method': 'natal sidereal Sun (Lahiri) at the birth instant; return by bisection to 2^-40 of a 4-day bracket around birth + age x 365.256363 days',
                           'generated': '2026-11-22'},
                  'cases': cases}, indent=1))
