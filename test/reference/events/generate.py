#!/usr/bin/env python3
"""Sankranti instants (the Sun entering each sidereal sign, Lahiri) by bisection on swetest's own longitudes.

Run from this folder: python3 generate.py > sankranti.json  (needs: apt-get install swetest swe-basic-data)
Read by src/engine/jyotish/events/solar-lunar.test.ts. Independent of the service's code: only swetest is used.
"""
import json, subprocess

EPHE = '/usr/share/libswe/ephe'

def sun(jd):
    out = subprocess.run(['swetest', f'-bj{jd:.8f}', '-ut', '-sid1', '-p0', '-fl', '-head', '-eswe', f'-edir{EPHE}'],
                         capture_output=True, text=True, check=True).stdout
    return float(out.split()[0])

def crossing(lo, hi, target):
    # Sun longitude is increasing; unwrap against the target so 360 -> 0 is continuous.
    def f(jd):
        d = (sun(jd) - target + 180) % 360 - 180
        return d
    for _ in range(40):  # 40 halvings of a 2-day bracket: far below a millisecond
        mid = (lo + hi) / 2
        if f(mid) < 0: lo = mid
        else: hi = mid
    return (lo + hi) / 2

cases = []
jd = 2415020.5  # 1900-01-01
for start in [2415020.5, 2433282.5, 2451544.5, 2460676.5, 2488069.5]:  # 1900, 1950, 2000, 2025, 2100
    jd = start
    for _ in range(3):
        lon = sun(jd)
        target = (int(lon // 30) + 1) * 30 % 360
        days = ((target - lon) % 360) / 0.9856
        t = crossing(jd + days - 1.5, jd + days + 1.5, target)
        cases.append({'from_jd_ut': jd, 'jd_ut': t, 'sign_index': target // 30})
        jd = t + 1
print(json.dumps({'meta': {'tool': 'swetest 2.10.03 (Debian 2.10.03-3)', 'flags': '-bj<jd> -ut -sid1 -p0 -fl -head -eswe',
                           'method': 'bisection to 2^-40 of a 3-day bracket on swetest longitudes', 'generated': '2026-11-22'},
                  'cases': cases}, indent=1))
