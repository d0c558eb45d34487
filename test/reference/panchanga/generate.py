#!/usr/bin/env python3
"""Regenerate the panchanga boundary fixtures in this folder from Debian's swetest.

Needs: apt-get install swetest swe-basic-data (swetest 2.10.03, files in /usr/share/libswe/ephe), Python 3.9+
(zoneinfo, with the system tz database). Run from anywhere: python3 test/reference/panchanga/generate.py

Writes boundaries.json. published.json is transcribed by hand from shared/reference/published.md and is not
touched here. Nothing in the service's code is used: local midnights come from Python's zoneinfo, sunrise from
`swetest -rise`, and every limb boundary from a scan of swetest's own printed sidereal (Lahiri, -sid1) longitudes
of the Sun and Moon every 10 minutes, each change of arc then bisected to under 1 ms with single swetest calls.
"""

import calendar
import datetime as dt
import json
import os
import re
import subprocess
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
EPHE = '/usr/share/libswe/ephe'
SWETEST = '/usr/bin/swetest'
BASE = ['-eswe', f'-edir{EPHE}']
DAY_S = 86400.0

# Limbs: arcs of 360 degrees and the angle each divides (from sidereal Sun and Moon longitudes).
LIMBS = {
    'tithi': (30, lambda sun, moon: (moon - sun) % 360.0),
    'karana': (60, lambda sun, moon: (moon - sun) % 360.0),
    'nakshatra': (27, lambda sun, moon: moon % 360.0),
    'yoga': (27, lambda sun, moon: (sun + moon) % 360.0),
}

SCAN_STEP_MIN = 10          # no limb lasts under 9 h, so a 10-minute grid never hides two changes
SCAN_MARGIN_DAYS = 1.25     # the longest limb (a slow-Moon nakshatra) lasts under 1.15 d
BISECT_TO_S = 0.001
SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn',
         'Aquarius', 'Pisces']

# Place, latitude, longitude, IANA zone, local civil date, sunrise rule. 1900-2100, latitudes 0-60 N and S.
CASES = [
    ('Bangalore, Drik Panchang date', 12.9716, 77.5946, 'Asia/Kolkata', '2025-10-01', 'upper_limb'),
    ('Bangalore, Purnima then a kshaya Pratipada', 12.9716, 77.5946, 'Asia/Kolkata', '2025-10-07', 'upper_limb'),
    ('Bangalore, Amavasya', 12.9716, 77.5946, 'Asia/Kolkata', '2025-10-21', 'upper_limb'),
    ('Bangalore, Jagannatha Hora tithi end', 12.972, 77.594, 'Asia/Kolkata', '2009-07-15', 'hindu'),
    ('Bangalore, disc centre', 12.972, 77.594, 'Asia/Kolkata', '2013-01-18', 'hindu'),
    ('Chennai, disc centre', 13.0878, 80.2785, 'Asia/Kolkata', '2024-07-17', 'hindu'),
    ('Chennai, Madras time', 13.0878, 80.2785, 'Asia/Kolkata', '1900-01-15', 'upper_limb'),
    ('Mumbai', 19.076, 72.8777, 'Asia/Kolkata', '1947-08-15', 'upper_limb'),
    ('Kolkata, war time', 22.5726, 88.3639, 'Asia/Kolkata', '1943-03-01', 'upper_limb'),
    ('Delhi', 28.6139, 77.209, 'Asia/Kolkata', '2026-11-22', 'upper_limb'),
    ('Delhi, disc centre', 28.6139, 77.209, 'Asia/Kolkata', '2026-11-22', 'hindu'),
    ('Delhi, last year', 28.6139, 77.209, 'Asia/Kolkata', '2100-12-30', 'upper_limb'),
    ('Ujjain, adhika Shravana', 23.1765, 75.7885, 'Asia/Kolkata', '2023-07-20', 'upper_limb'),
    ('Varanasi', 25.3176, 82.9739, 'Asia/Kolkata', '2075-03-10', 'upper_limb'),
    ('Kathmandu', 27.7172, 85.324, 'Asia/Kathmandu', '1986-05-01', 'upper_limb'),
    ('Colombo', 6.9271, 79.8612, 'Asia/Colombo', '2001-04-14', 'upper_limb'),
    ('Dhaka, leap day', 23.8103, 90.4125, 'Asia/Dhaka', '2020-02-29', 'upper_limb'),
    ('Quito, equator', -0.1807, -78.4678, 'America/Guayaquil', '1950-03-21', 'upper_limb'),
    ('Singapore', 1.3521, 103.8198, 'Asia/Singapore', '1999-12-31', 'upper_limb'),
    ('Nairobi', -1.2921, 36.8219, 'Africa/Nairobi', '2050-06-15', 'upper_limb'),
    ('Jakarta', -6.2088, 106.8456, 'Asia/Jakarta', '1965-08-17', 'upper_limb'),
    ('Lima', -12.0464, -77.0428, 'America/Lima', '1932-11-05', 'upper_limb'),
    ('Rio de Janeiro', -22.9068, -43.1729, 'America/Sao_Paulo', '2016-08-05', 'upper_limb'),
    ('Johannesburg', -26.2041, 28.0473, 'Africa/Johannesburg', '1994-04-27', 'upper_limb'),
    ('Perth', -31.9505, 115.8605, 'Australia/Perth', '2030-01-01', 'upper_limb'),
    ('Sydney', -33.8688, 151.2093, 'Australia/Sydney', '2088-04-02', 'upper_limb'),
    ('Santiago', -33.4489, -70.6693, 'America/Santiago', '2010-02-27', 'upper_limb'),
    ('Buenos Aires', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires', '1925-07-09', 'upper_limb'),
    ('Cape Town', -33.9249, 18.4241, 'Africa/Johannesburg', '2063-09-09', 'hindu'),
    ('Melbourne', -37.8136, 144.9631, 'Australia/Melbourne', '1956-11-22', 'upper_limb'),
    ('Auckland', -36.8485, 174.7633, 'Pacific/Auckland', '2040-03-01', 'upper_limb'),
    ('Wellington', -41.2865, 174.7762, 'Pacific/Auckland', '1908-05-05', 'upper_limb'),
    ('Hobart, winter', -42.8821, 147.3272, 'Australia/Hobart', '2094-07-20', 'upper_limb'),
    ('Puerto Montt', -41.4689, -72.9411, 'America/Santiago', '2035-05-05', 'upper_limb'),
    ('Punta Arenas, midsummer', -53.1638, -70.9171, 'America/Punta_Arenas', '2019-12-21', 'upper_limb'),
    ('Ushuaia, midwinter', -54.8019, -68.303, 'America/Argentina/Ushuaia', '1999-06-21', 'upper_limb'),
    ('Scotia Sea, 59.5 S', -59.5, -45.0, 'Etc/GMT+3', '2045-01-15', 'upper_limb'),
    ('New York, DST ends (25 h day)', 40.7128, -74.006, 'America/New_York', '2021-11-07', 'upper_limb'),
    ('London, DST starts (23 h day)', 51.5074, -0.1278, 'Europe/London', '2024-03-31', 'upper_limb'),
    ('London, 1900 midsummer', 51.5074, -0.1278, 'Europe/London', '1900-06-21', 'upper_limb'),
    ('Moscow', 55.7558, 37.6173, 'Europe/Moscow', '1961-04-12', 'upper_limb'),
    ('Stockholm, midwinter', 59.3293, 18.0686, 'Europe/Stockholm', '2012-12-21', 'upper_limb'),
    ('Oslo', 59.9139, 10.7522, 'Europe/Oslo', '1945-05-08', 'upper_limb'),
    ('Saint Petersburg, white night', 59.9311, 30.3609, 'Europe/Moscow', '2077-06-21', 'upper_limb'),
    ('Tokyo', 35.6762, 139.6503, 'Asia/Tokyo', '1923-09-01', 'upper_limb'),
    ('Beijing', 39.9042, 116.4074, 'Asia/Shanghai', '2008-08-08', 'upper_limb'),
    ('Cairo', 30.0444, 31.2357, 'Africa/Cairo', '1952-07-23', 'upper_limb'),
    ('Mexico City', 19.4326, -99.1332, 'America/Mexico_City', '1985-09-19', 'upper_limb'),
    ('Honolulu', 21.3069, -157.8583, 'Pacific/Honolulu', '1941-12-07', 'upper_limb'),
    ('Los Angeles', 34.0522, -118.2437, 'America/Los_Angeles', '2099-10-31', 'upper_limb'),
    ('Edmonton', 53.5461, -113.4938, 'America/Edmonton', '2055-02-14', 'upper_limb'),
]


def swetest(*args):
    out = subprocess.run([SWETEST, *args, *BASE], check=True, capture_output=True, text=True).stdout
    if 'not found' in out or 'Moshier' in out:
        raise SystemExit(f'swetest fell back to Moshier for {args}: {out}')
    return out


def version():
    out = subprocess.run([SWETEST, '-h'], capture_output=True, text=True).stdout
    m = re.search(r'Version:\s*(\S+)', out)
    return m.group(1) if m else 'unknown'


def jd_of_local(date, zone):
    """JD UT of local midnight opening a civil date in an IANA zone (zoneinfo)."""
    d = dt.date.fromisoformat(date)
    local = dt.datetime(d.year, d.month, d.day, tzinfo=ZoneInfo(zone))
    return 2440587.5 + calendar.timegm(local.utctimetuple()) / DAY_S


def iso_of(jd):
    secs = (jd - 2440587.5) * DAY_S
    return (dt.datetime(1970, 1, 1) + dt.timedelta(seconds=secs)).strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z'


def at(jd):
    return [f'-bj{jd:.10f}', '-ut']


SUN_MOON = ['-sid1', '-p01', '-fl', '-head', '-g,']


def sun_moon(jd):
    """Sidereal (Lahiri) apparent longitudes of the Sun and Moon at one instant, as swetest prints them."""
    lines = swetest(*at(jd), *SUN_MOON).split()
    return float(lines[0]), float(lines[1])


def sun_moon_series(jd0, count, step):
    """Sun and Moon every `step` (a swetest -s value) from jd0: one swetest call, two lines per step."""
    values = [float(x) for x in swetest(*at(jd0), *SUN_MOON, f'-n{count}', f'-s{step}').split()]
    return [(values[2 * i], values[2 * i + 1]) for i in range(count)]


def arc(limb, sun, moon):
    count, angle = LIMBS[limb]
    return int(angle(sun, moon) * count // 360.0) % count


def bisect(limb, lo, hi, index_lo):
    """Instant at which the limb leaves arc index_lo, between lo (still in it) and hi (past it)."""
    assert arc(limb, *sun_moon(lo)) == index_lo, (limb, lo)
    assert arc(limb, *sun_moon(hi)) != index_lo, (limb, hi)
    while (hi - lo) * DAY_S > BISECT_TO_S:
        mid = (lo + hi) / 2
        if arc(limb, *sun_moon(mid)) == index_lo:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


RISE_LINE = re.compile(r'rise\s+(\S+)\s+(\S+)\s+set\s+(\S+)\s+(\S+)')


def parse_event(date, time):
    if date == '-':
        return None
    d, m, y = (int(x) for x in date.split('.'))
    h, mi, s = time.split(':')
    base = dt.datetime(y, m, d)
    return 2440587.5 + (calendar.timegm(base.timetuple()) + int(h) * 3600 + int(mi) * 60 + float(s)) / DAY_S


def first_sunrise_after(jd, rule, lat, lon):
    args = [*at(jd), '-rise', '-p0', f'-geopos{lon},{lat},0', '-head']
    if rule == 'hindu':
        args.append('-hindu')
    m = RISE_LINE.search(swetest(*args))
    if m is None:
        raise SystemExit(f'unexpected swetest -rise output at {jd}')
    rise, sset = parse_event(m.group(1), m.group(2)), parse_event(m.group(3), m.group(4))
    if rise is None and sset is not None:
        # swetest shows a rise only before the set it prints: the first rise after jd follows that set.
        return first_sunrise_after(sset + 1 / DAY_S, rule, lat, lon)
    return rise


def limb_boundaries(sr, nsr):
    """Every change of each limb's arc in [sr - margin, nsr + margin], bisected: {limb: [(jd, new index)]}."""
    step = SCAN_STEP_MIN / 1440.0
    jd0 = sr - SCAN_MARGIN_DAYS
    count = int((nsr + SCAN_MARGIN_DAYS - jd0) / step) + 1
    series = sun_moon_series(jd0, count, f'{SCAN_STEP_MIN}m')
    found = {}
    for limb in LIMBS:
        changes = []
        for i in range(1, count):
            a, b = arc(limb, *series[i - 1]), arc(limb, *series[i])
            if a != b:
                changes.append((bisect(limb, jd0 + (i - 1) * step, jd0 + i * step, a), b))
        found[limb] = changes
    return found


def new_moon_near(jd, direction):
    """The new moon before (direction -1) or after (+1) jd: a daily scan of the elongation, then bisection."""
    days = 32
    start = jd - days if direction < 0 else jd
    series = sun_moon_series(start, days + 1, '1')
    elong = [(moon - sun) % 360.0 for sun, moon in series]
    hits = [i for i in range(1, days + 1) if elong[i] < elong[i - 1]]  # wrapped through 0
    i = hits[-1] if direction < 0 else hits[0]
    lo, hi = start + i - 1, start + i
    while (hi - lo) * DAY_S > BISECT_TO_S:
        mid = (lo + hi) / 2
        sun, moon = sun_moon(mid)
        if (moon - sun) % 360.0 > 180.0:
            lo = mid
        else:
            hi = mid
    t = (lo + hi) / 2
    if (direction < 0 and t > jd) or (direction > 0 and t <= jd):
        raise SystemExit(f'new moon search went the wrong way at {jd}')
    sun, _ = sun_moon(t)
    return {'jd_ut': t, 'utc': iso_of(t), 'sun_sign': SIGNS[int(sun // 30.0) % 12]}


def case(label, lat, lon, zone, date, rule):
    start = jd_of_local(date, zone)
    nxt = (dt.date.fromisoformat(date) + dt.timedelta(days=1)).isoformat()
    end = jd_of_local(nxt, zone)
    sr = first_sunrise_after(start, rule, lat, lon)
    if sr is None or sr >= end:
        raise SystemExit(f'{label}: no sunrise on {date}; polar cases are tested without fixtures')
    nsr = first_sunrise_after(sr + 60 / DAY_S, rule, lat, lon)
    sun, moon = sun_moon(sr)
    found = limb_boundaries(sr, nsr)
    limbs, transitions = {}, []
    for limb, changes in found.items():
        before = [t for t, _ in changes if t <= sr]
        after = [t for t, _ in changes if t > sr]
        limbs[limb] = {'index': arc(limb, sun, moon), 'start_jd_ut': before[-1], 'end_jd_ut': after[0],
                       'start_utc': iso_of(before[-1]), 'end_utc': iso_of(after[0])}
        transitions += [{'limb': limb, 'index': i, 'jd_ut': t, 'utc': iso_of(t)} for t, i in changes if sr < t <= nsr]
    transitions.sort(key=lambda x: x['jd_ut'])
    return {
        'label': label, 'latitude': lat, 'longitude': lon, 'timezone': zone, 'date': date, 'rule': rule,
        'start_jd_ut': start, 'end_jd_ut': end,
        'sunrise_jd_ut': sr, 'sunrise_utc': iso_of(sr), 'next_sunrise_jd_ut': nsr, 'next_sunrise_utc': iso_of(nsr),
        'limbs': limbs, 'transitions': transitions,
        'new_moon_before': new_moon_near(sr, -1), 'new_moon_after': new_moon_near(sr, +1),
    }


def main():
    cases = []
    for c in CASES:
        cases.append(case(*c))
        print(f'{c[0]} {c[4]}: {len(cases[-1]["transitions"])} transitions')
    data = {
        'meta': {
            'source': 'swetest (Debian package swetest 2.10.03-3), ephemeris files from swe-basic-data '
                      '(sepl_18.se1, semo_18.se1)',
            'tool_version': version(),
            'flags': {
                'longitudes': f'swetest -bj<jd_ut> -ut -sid1 -p01 -fl -head -g, [-n<count> -s10m] -eswe -edir{EPHE}',
                'sunrise': f'swetest -bj<jd_ut> -ut -rise -p0 -geopos<lon>,<lat>,0 -head [-hindu] -eswe -edir{EPHE}',
            },
            'generated_on': dt.date.today().isoformat(),
            'generator': 'test/reference/panchanga/generate.py',
            'note': 'Sunrise: first after local midnight (zoneinfo); next sunrise: first after sunrise + 60 s. Limb '
                    'arcs from sidereal Lahiri longitudes: tithi (Moon - Sun)/12, karana (Moon - Sun)/6, nakshatra '
                    'Moon/(360/27), yoga (Sun + Moon)/(360/27). Boundaries: 10-minute scan, then bisection to 1 ms. '
                    'Transitions: changes after sunrise up to the next sunrise. New moons: daily scan, bisection.',
        },
        'cases': cases,
    }
    with open(os.path.join(HERE, 'boundaries.json'), 'w') as fh:
        json.dump(data, fh, indent=1)
        fh.write('\n')
    print(f'wrote boundaries.json: {len(cases)} cases')


if __name__ == '__main__':
    main()
