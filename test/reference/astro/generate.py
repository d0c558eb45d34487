#!/usr/bin/env python3
"""Regenerate the astronomical reference fixtures in this folder from Debian's swetest.

Needs: apt-get install swetest swe-basic-data (swetest 2.10.03, files in /usr/share/libswe/ephe), Python 3.9+
(zoneinfo, with the system tz database). Run from anywhere: python3 test/reference/astro/generate.py

Writes positions.json, ayanamsa.json, riseset.json and tithi.json. published.json is transcribed by hand from
shared/reference/published.md and is not touched here. Nothing in the service's own code is used: local
midnights come from Python's zoneinfo, every astronomical number from swetest.
"""

import calendar
import datetime as dt
import json
import math
import os
import re
import subprocess
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
EPHE = '/usr/share/libswe/ephe'
SWETEST = '/usr/bin/swetest'
BASE = ['-eswe', f'-edir{EPHE}']


def swetest(*args):
    out = subprocess.run([SWETEST, *args, *BASE], check=True, capture_output=True, text=True).stdout
    if 'not found' in out or 'Moshier' in out:
        raise SystemExit(f'swetest fell back to Moshier for {args}: {out}')
    return out


def version():
    out = subprocess.run([SWETEST, '-h'], capture_output=True, text=True).stdout
    m = re.search(r'Version:\s*(\S+)', out)
    return m.group(1) if m else 'unknown'


def jd_of(iso):
    """JD UT of an ISO UTC instant like 1990-05-15T09:00:00Z (proleptic Gregorian, as the service)."""
    t = dt.datetime.strptime(iso, '%Y-%m-%dT%H:%M:%SZ')
    return 2440587.5 + calendar.timegm(t.timetuple()) / 86400.0


def iso_of(jd):
    secs = (jd - 2440587.5) * 86400.0
    return (dt.datetime(1970, 1, 1) + dt.timedelta(seconds=secs)).strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z'


def at(jd):
    return [f'-bj{jd:.10f}', '-ut']


def meta(flags, note):
    return {
        'source': 'swetest (Debian package swetest 2.10.03-3), ephemeris files from swe-basic-data (sepl_18.se1, semo_18.se1)',
        'tool_version': version(),
        'flags': flags,
        'generated_on': dt.date.today().isoformat(),
        'generator': 'test/reference/astro/generate.py',
        'note': note,
    }


# ~25 instants spread over the range, plus both edges (planets need the files from 01:08 UT on 1800-01-01) and the published 1990 ayanamsa instant.
INSTANTS = [
    '1800-01-01T02:00:00Z', '1823-04-17T13:45:10Z', '1847-09-02T04:12:33Z', '1862-12-25T21:00:00Z',
    '1888-06-30T07:59:59Z', '1905-06-01T06:38:50Z', '1918-10-16T08:50:00Z', '1943-03-01T05:30:00Z',
    '1962-02-05T00:00:00Z', '1975-07-04T16:20:00Z', '1990-05-15T09:00:00Z', '1996-12-07T05:04:00Z',
    '2000-01-01T12:00:00Z', '2009-07-15T06:30:00Z', '2024-07-17T00:24:00Z', '2026-11-22T01:19:08Z',
    '2047-08-15T18:45:00Z', '2083-01-31T03:03:03Z', '2111-11-11T11:11:11Z', '2156-05-20T22:30:00Z',
    '2199-09-09T09:09:09Z', '2243-03-03T14:00:00Z', '2288-10-27T02:15:45Z', '2345-12-31T23:00:00Z',
    '2399-12-31T23:59:59Z',
]

PLANETS = '0123456mt'
NAMES = {'Sun': 'Sun', 'Moon': 'Moon', 'Mercury': 'Mercury', 'Venus': 'Venus', 'Mars': 'Mars',
         'Jupiter': 'Jupiter', 'Saturn': 'Saturn', 'mean Node': 'MeanNode', 'true Node': 'TrueNode'}


def positions():
    cases = []
    for iso in INSTANTS:
        jd = jd_of(iso)
        out = swetest(*at(jd), '-sid1', f'-p{PLANETS}', '-fPlbRs', '-head', '-g;')
        bodies = {}
        for line in out.strip().splitlines():
            name, lon, lat, dist, speed = [f.strip() for f in line.split(';')]
            bodies[NAMES[name]] = {'longitude': float(lon), 'latitude': float(lat), 'distance': float(dist),
                                   'speed': float(speed)}
        cases.append({'instant': iso, 'jd_ut': jd, 'bodies': bodies})
    return {
        'meta': meta(f'swetest -bj<jd_ut> -ut -sid1 -p{PLANETS} -fPlbRs -head -g; -eswe -edir{EPHE}',
                     'Apparent geocentric sidereal (Lahiri) longitude, latitude (deg), distance (AU), '
                     'longitude speed (deg/day), printed to 7 (9 for distance) decimals.'),
        'cases': cases,
    }


SIDM = {'lahiri': 1, 'raman': 3, 'krishnamurti': 5, 'true_chitra': 27}


def ayanamsa():
    cases = []
    for iso in INSTANTS:
        jd = jd_of(iso)
        values = {}
        for name, n in SIDM.items():
            out = swetest(*at(jd), f'-sid{n}', '-pb', '-fl', '-head')
            values[name] = float(out.split()[-1])
        cases.append({'instant': iso, 'jd_ut': jd, 'values': values})
    return {
        'meta': meta(f'swetest -bj<jd_ut> -ut -sid<n> -pb -fl -head -eswe -edir{EPHE}; n: '
                     + ', '.join(f'{k} {v}' for k, v in SIDM.items()),
                     'True ayanamsa (with nutation), degrees, printed to 7 decimals.'),
        'cases': cases,
    }


# Place, coordinates, IANA zone, local civil date; polar cases name the reason the service must give.
RISE_PLACES = [
    ('Delhi', 28.6139, 77.2090, 'Asia/Kolkata', '2026-11-22', 'Sun', None),
    ('Chennai', 13.0878, 80.2785, 'Asia/Kolkata', '2024-07-17', 'Sun', None),
    ('Bangalore', 12.972, 77.594, 'Asia/Kolkata', '2013-01-18', 'Sun', None),
    ('Mumbai (LMT era)', 19.076, 72.8777, 'Asia/Kolkata', '1850-03-21', 'Sun', None),
    ('Kolkata, first days', 22.5726, 88.3639, 'Asia/Kolkata', '1800-01-02', 'Sun', None),
    ('Varanasi', 25.3176, 82.9739, 'Asia/Kolkata', '2300-10-15', 'Sun', None),
    ('London, DST starts (23 h day)', 51.5074, -0.1278, 'Europe/London', '2024-03-31', 'Sun', None),
    ('New York, DST ends (25 h day)', 40.7128, -74.0060, 'America/New_York', '2021-11-07', 'Sun', None),
    ('Sydney', -33.8688, 151.2093, 'Australia/Sydney', '2025-01-01', 'Sun', None),
    ('Quito', -0.1807, -78.4678, 'America/Guayaquil', '2024-09-22', 'Sun', None),
    ('Reykjavik', 64.1466, -21.9426, 'Atlantic/Reykjavik', '2024-12-21', 'Sun', None),
    ('Ushuaia', -54.8019, -68.3030, 'America/Argentina/Ushuaia', '2024-12-21', 'Sun', None),
    ('Tokyo', 35.6762, 139.6503, 'Asia/Tokyo', '1900-06-01', 'Sun', None),
    ('Cape Town, last year', -33.9249, 18.4241, 'Africa/Johannesburg', '2399-06-01', 'Sun', None),
    ('Tromso, midnight sun', 69.6496, 18.9560, 'Europe/Oslo', '2024-06-21', 'Sun', 'always_above'),
    ('Tromso, polar night', 69.6496, 18.9560, 'Europe/Oslo', '2024-12-21', 'Sun', 'always_below'),
    ('London, moon', 51.5074, -0.1278, 'Europe/London', '2025-01-10', 'Moon', None),
    ('Delhi, moon', 28.6139, 77.2090, 'Asia/Kolkata', '2026-11-22', 'Moon', None),
    ('Bangalore, moon', 12.972, 77.594, 'Asia/Kolkata', '2009-07-15', 'Moon', None),
]

RISE_LINE = re.compile(r'rise\s+(\S+)\s+(\S+)\s+set\s+(\S+)\s+(\S+)')


def parse_event(date, time):
    if date == '-':
        return None
    d, m, y = (int(x) for x in date.split('.'))
    h, mi, s = time.split(':')
    base = dt.datetime(y, m, d)
    secs = int(h) * 3600 + int(mi) * 60 + float(s)
    return 2440587.5 + (calendar.timegm(base.timetuple()) + secs) / 86400.0


def rise_set_from(jd, body, hindu, lat, lon):
    args = [*at(jd), '-rise', f'-p{0 if body == "Sun" else 1}', f'-geopos{lon},{lat},0', '-head']
    if hindu:
        args.append('-hindu')
    out = swetest(*args)
    m = RISE_LINE.search(out)
    if m is None:
        raise SystemExit(f'unexpected swetest -rise output: {out}')
    return parse_event(m.group(1), m.group(2)), parse_event(m.group(3), m.group(4))


def riseset():
    cases = []
    for place, lat, lon, zone, date, body, polar in RISE_PLACES:
        z = ZoneInfo(zone)
        day = dt.date.fromisoformat(date)
        start_local = dt.datetime(day.year, day.month, day.day, tzinfo=z)
        nxt = day + dt.timedelta(days=1)
        end_local = dt.datetime(nxt.year, nxt.month, nxt.day, tzinfo=z)
        start = 2440587.5 + calendar.timegm(start_local.utctimetuple()) / 86400.0
        end = 2440587.5 + calendar.timegm(end_local.utctimetuple()) / 86400.0
        for rule in ('upper_limb', 'hindu'):
            rise, sset = rise_set_from(start, body, rule == 'hindu', lat, lon)
            if rise is None and sset is not None:
                # swetest shows a rise only before the set it prints: the first rise after start follows that set.
                rise, _ = rise_set_from(sset + 1 / 86400, body, rule == 'hindu', lat, lon)
            cases.append({
                'place': place, 'latitude': lat, 'longitude': lon, 'timezone': zone, 'date': date, 'body': body,
                'rule': rule, 'start_jd_ut': start, 'end_jd_ut': end,
                'utc_offset_at_midnight': start_local.utcoffset().total_seconds(),
                'rise_jd_ut': rise if rise is not None and rise < end else None,
                'set_jd_ut': sset if sset is not None and sset < end else None,
                'rise_utc': iso_of(rise) if rise is not None and rise < end else None,
                'set_utc': iso_of(sset) if sset is not None and sset < end else None,
                'no_event_reason': polar,
            })
    return {
        'meta': meta(f'swetest -bj<start_jd_ut> -ut -rise -p<0|1> -geopos<lon>,<lat>,0 -head [-hindu] '
                     f'-eswe -edir{EPHE}',
                     'First rise and set after local midnight (Python zoneinfo) within the local civil day, '
                     'UT, printed to 0.1 s. upper_limb = swetest default (upper limb, refraction at 1013.25 hPa, '
                     '15 C); hindu = -hindu (disc centre, no refraction). null: no event that day.'),
        'cases': cases,
    }


TITHI_STARTS = [
    '1800-01-01T12:00:00Z', '1834-08-08T08:08:08Z', '1871-03-15T20:00:00Z', '1905-06-01T06:38:50Z',
    '1942-10-02T03:30:00Z', '1975-07-04T16:20:00Z', '2009-07-15T06:30:00Z', '2025-10-01T00:40:00Z',
    '2025-10-21T00:40:00Z', '2061-04-12T12:12:12Z', '2130-02-28T23:59:00Z', '2222-07-22T07:22:00Z',
    '2300-01-15T15:15:15Z', '2399-12-30T00:00:00Z',
]


def elong(jd):
    """Moon - Sun longitude from swetest's differential ephemeris (-p1 -d0), degrees in [-180, 180)."""
    return float(swetest(*at(jd), '-p1', '-d0', '-fl', '-head').split()[-1])


def tithi():
    cases = []
    for iso in TITHI_STARTS:
        t0 = jd_of(iso)
        e0 = elong(t0) % 360.0
        index = int(e0 // 12)
        target = (index + 1) * 12.0

        def f(t):
            return ((elong(t) % 360.0) - target + 180.0) % 360.0 - 180.0

        lo, hi = t0, t0 + 1.25
        while (hi - lo) * 86400 > 0.002:  # plain bisection to 2 ms
            mid = (lo + hi) / 2
            if f(mid) < 0:
                lo = mid
            else:
                hi = mid
        end = (lo + hi) / 2
        cases.append({'start': iso, 'start_jd_ut': t0, 'index': index, 'end_jd_ut': end, 'end_utc': iso_of(end)})
    return {
        'meta': meta(f'swetest -bj<jd> -ut -p1 -d0 -fl -head -eswe -edir{EPHE} (Moon - Sun, tropical)',
                     'End of the tithi running at start: bisection in this script on swetest\'s Moon - Sun '
                     'longitude until the bracket is under 2 ms. Independent of the service\'s code.'),
        'cases': cases,
    }


def write(name, data):
    with open(os.path.join(HERE, name), 'w') as fh:
        json.dump(data, fh, indent=1)
        fh.write('\n')
    print(f'wrote {name}: {len(data["cases"])} cases')


if __name__ == '__main__':
    write('positions.json', positions())
    write('ayanamsa.json', ayanamsa())
    write('riseset.json', riseset())
    write('tithi.json', tithi())
