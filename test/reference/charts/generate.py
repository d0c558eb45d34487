#!/usr/bin/env python3
"""Birth-chart reference fixture for test/reference/charts/chart.test.ts, from Debian's swetest and Python's zoneinfo.

Needs: apt-get install swetest swe-basic-data tzdata; Python 3.9+ (zoneinfo over the system tz database).
Run from anywhere: python3 test/reference/charts/generate.py   (rewrites charts.json beside this file)

Each birth is a LOCAL civil date and time at a place with its IANA zone. The UTC instant comes from Python's
zoneinfo (not the service's geo-tz/luxon code); every position, speed, cusp and ayanamsa from swetest. The derived
facts (sign, degree in sign, nakshatra, pada, whole-sign house, navamsa sign, retrograde) are computed here from
swetest's longitudes only, by the plain arc rules written beside each function, so the test checks the service's
derived facts against an independent derivation and not against its own output.
"""

import datetime as dt
import json
import math
import os
import re
import subprocess
import sys
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
EPHE = '/usr/share/libswe/ephe'
SWETEST = '/usr/bin/swetest'
BASE = ['-head', '-eswe', f'-edir{EPHE}']
UTC = dt.timezone.utc

# (id, place, local date, local time, latitude, longitude, IANA zone, what the case covers)
# Places are chosen where the zone from the coordinates is one zone; the sea point gives the nautical zone.
CASES = [
    ('kolkata-1901-madras-time', 'Kolkata', '1901-03-15', '10:15:00', 22.5726, 88.3639, 'Asia/Kolkata',
     'India before 1906: the IANA zone applies Madras time +05:21:10'),
    ('chennai-1905-last-minutes', 'Chennai', '1905-12-31', '23:58:00', 13.0827, 80.2707, 'Asia/Kolkata',
     'near midnight (23:58), two minutes before IST replaced Madras time'),
    ('london-1900-0002', 'London', '1900-01-01', '00:02:00', 51.5074, -0.1278, 'Europe/London',
     'near midnight (00:02), first day of 1900, western longitude'),
    ('perth-1911', 'Perth', '1911-12-12', '03:30:00', -31.9505, 115.8605, 'Australia/Perth',
     'southern hemisphere, before sunrise'),
    ('raman-standard-1918', 'Bangalore (13 N, 77 35 E)', '1918-10-16', '14:20:00', 13.0, 77.5833, 'Asia/Kolkata',
     "B.V. Raman's standard horoscope (IST), here with Lahiri; see README for the book's own values"),
    ('jakarta-1930', 'Jakarta', '1930-08-17', '10:00:00', -6.2088, 106.8456, 'Asia/Jakarta',
     'historical offset +07:20, southern hemisphere'),
    ('sydney-1932', 'Sydney', '1932-03-19', '11:00:00', -33.8688, 151.2093, 'Australia/Sydney',
     'southern hemisphere, standard time +10'),
    ('kolkata-1943-war-time', 'Kolkata', '1943-05-17', '06:10:00', 22.5726, 88.3639, 'Asia/Kolkata',
     'Indian war time +06:30'),
    ('delhi-1944-before-sunrise', 'New Delhi', '1944-08-15', '04:30:00', 28.6139, 77.2090, 'Asia/Kolkata',
     'before sunrise (04:30) in Indian war time +06:30'),
    ('honolulu-1946', 'Honolulu', '1946-04-01', '06:30:00', 21.3069, -157.8583, 'Pacific/Honolulu',
     'historical offset -10:30, far western longitude'),
    ('quito-1955', 'Quito', '1955-09-09', '09:09:00', -0.1807, -78.4678, 'America/Guayaquil',
     'on the equator, western hemisphere'),
    ('sao-paulo-1962', 'Sao Paulo', '1962-02-05', '14:40:00', -23.5505, -46.6333, 'America/Sao_Paulo',
     'southern hemisphere, western longitude'),
    ('new-york-1969-dst', 'New York', '1969-07-20', '22:56:00', 40.7128, -74.0060, 'America/New_York',
     'daylight saving time (EDT -04:00)'),
    ('moscow-1977', 'Moscow', '1977-04-30', '05:05:00', 55.7558, 37.6173, 'Europe/Moscow',
     'high northern latitude, +03:00'),
    ('buenos-aires-1978', 'Buenos Aires', '1978-06-25', '15:00:00', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires',
     'southern hemisphere, -03:00'),
    ('cape-town-1990', 'Cape Town', '1990-02-11', '16:15:00', -33.9249, 18.4241, 'Africa/Johannesburg',
     'southern hemisphere, +02:00'),
    ('lucknow-1990', 'Lucknow', '1990-11-20', '16:00:00', 26.85, 80.95, 'Asia/Kolkata',
     'the design examples chart (shared/design/examples.md)'),
    ('mexico-city-2000-before-sunrise', 'Mexico City', '2000-07-20', '04:30:00', 19.4326, -99.1332, 'America/Mexico_City',
     'before sunrise (04:30) in daylight saving time (CDT -05:00)'),
    ('sydney-2000-0002-dst', 'Sydney', '2000-01-01', '00:02:00', -33.8688, 151.2093, 'Australia/Sydney',
     'near midnight (00:02), southern daylight saving time +11:00'),
    ('tokyo-2008-leap-day', 'Tokyo', '2008-02-29', '09:00:00', 35.6762, 139.6503, 'Asia/Tokyo',
     'leap day, +09:00'),
    ('nairobi-2012', 'Nairobi', '2012-06-06', '01:00:00', -1.2921, 36.8219, 'Africa/Nairobi',
     'just south of the equator, +03:00'),
    ('chennai-2024', 'Chennai', '2024-07-17', '05:54:00', 13.0878, 80.2785, 'Asia/Kolkata',
     'IST, at sunrise'),
    ('auckland-2031-dst', 'Auckland', '2031-03-03', '08:08:00', -36.8485, 174.7633, 'Pacific/Auckland',
     'southern daylight saving time +13:00, far eastern longitude'),
    ('los-angeles-2047-dst', 'Los Angeles', '2047-10-10', '10:10:00', 34.0522, -118.2437, 'America/Los_Angeles',
     'daylight saving time (PDT -07:00), future rules'),
    ('helsinki-2077-2358', 'Helsinki', '2077-12-31', '23:58:00', 60.1699, 24.9384, 'Europe/Helsinki',
     'latitude 60 N, near midnight (23:58)'),
    ('new-york-2080-dst', 'New York', '2080-07-04', '12:00:00', 40.7128, -74.0060, 'America/New_York',
     'daylight saving time (EDT -04:00), future rules'),
    ('sea-60s-2089', 'Southern Ocean, 60 S 150 E', '2089-08-08', '04:44:00', -60.0, 150.0, 'Etc/GMT-10',
     'latitude 60 S at sea: nautical zone Etc/GMT-10 (UTC+10)'),
    ('ushuaia-2095', 'Ushuaia', '2095-01-15', '21:00:00', -54.8019, -68.3030, 'America/Argentina/Ushuaia',
     'high southern latitude, western longitude'),
    # Local time to the second filled in by sankranti_time(): the Sun within half an arc-second of Capricorn, so the
    # test's "too close to call" path is exercised (the sign is then placed by the service's own longitude).
    ('delhi-2025-makara-sankranti', 'New Delhi', '2025-01-14', None, 28.6139, 77.2090, 'Asia/Kolkata',
     'the Sun within 0.5" of the Capricorn boundary (Makara sankranti, to the nearest second)'),
    ('singapore-2100', 'Singapore', '2100-01-01', '12:00:00', 1.3521, 103.8198, 'Asia/Singapore',
     'near the equator, last year of the range asked for'),
]

GRAHA_NAMES = {'Sun': 'Sun', 'Moon': 'Moon', 'Mars': 'Mars', 'Mercury': 'Mercury', 'Jupiter': 'Jupiter',
               'Venus': 'Venus', 'Saturn': 'Saturn', 'mean Node': 'Rahu'}


def swetest(*args):
    out = subprocess.run([SWETEST, *args, *BASE], check=True, capture_output=True, text=True).stdout
    if 'not found' in out or 'Moshier' in out or 'error' in out.lower():
        raise SystemExit(f'swetest did not use the files for {args}: {out}')
    return out


def pkg_version(name):
    r = subprocess.run(['dpkg-query', '-W', '-f=${Version}', name], capture_output=True, text=True)
    return r.stdout.strip() or 'not installed'


def swetest_version():
    out = subprocess.run([SWETEST, '-h'], capture_output=True, text=True).stdout
    m = re.search(r'Version:\s*(\S+)', out)
    return m.group(1) if m else 'unknown'


def to_utc(date, time, zone):
    """Local civil time -> UTC with zoneinfo; refuses times in a DST gap or overlap (they would be ambiguous)."""
    naive = dt.datetime.fromisoformat(f'{date}T{time}')
    tz = ZoneInfo(zone)
    a = naive.replace(tzinfo=tz, fold=0)
    b = naive.replace(tzinfo=tz, fold=1)
    if a.utcoffset() != b.utcoffset():
        raise SystemExit(f'{date} {time} {zone} is ambiguous or skipped: {a.utcoffset()} vs {b.utcoffset()}')
    back = a.astimezone(UTC).astimezone(tz).replace(tzinfo=None)
    if back != naive:
        raise SystemExit(f'{date} {time} {zone} does not exist (DST gap)')
    return a.astimezone(UTC), a.utcoffset()


def offset_text(delta):
    secs = int(delta.total_seconds())
    sign = '+' if secs >= 0 else '-'
    secs = abs(secs)
    h, m, s = secs // 3600, (secs % 3600) // 60, secs % 60
    return f'{sign}{h:02d}:{m:02d}' + (f':{s:02d}' if s else '')


def parse_rows(out):
    """'name  longitude  speed' lines (-fPls) -> {name: (longitude, speed)}; names may hold spaces, dots, digits."""
    rows = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            rows[' '.join(parts[:-2])] = (float(parts[-2]), float(parts[-1]))
    return rows


# Derived facts, from the arc rules alone (degrees of sidereal longitude):
#   sign          floor(lon / 30), 0 = Aries;     degree in sign = lon - 30 * sign
#   nakshatra     floor(lon / (360/27)), 0 = Ashwini; pada = floor(lon / (10/3)) mod 4 + 1
#   navamsa sign  floor(lon / (10/3)) mod 12  (the ninths run on from Aries without a break)
#   house         whole-sign: (sign - lagna sign) mod 12 + 1
# Quarters are computed as floor(lon * 108 / 360) to keep 3 1/3 out of the division.
def point(lon):
    lon = lon % 360.0
    sign = int(math.floor(lon / 30.0))
    quarter = int(math.floor(lon * 108.0 / 360.0))
    return {
        'longitude': lon,
        'sign_index': sign,
        'degree': lon - 30.0 * sign,
        'nakshatra_index': int(math.floor(lon * 27.0 / 360.0)),
        'pada': quarter % 4 + 1,
        'navamsa_sign_index': quarter % 12,
    }


def sun_sidereal(jd):
    return float(swetest(f'-bj{jd:.10f}', '-ut', '-sid1', '-p0', '-fl').split()[0])


def sankranti_time(date, zone, target):
    """Local time, to the nearest second, when swetest's Lahiri Sun reaches `target` degrees on that local date."""
    start = dt.datetime.fromisoformat(f'{date}T00:00:00').replace(tzinfo=ZoneInfo(zone)).astimezone(UTC)
    lo = 2440587.5 + start.timestamp() / 86400.0
    hi = lo + 1.0
    if not (sun_sidereal(lo) < target <= sun_sidereal(hi)):
        raise SystemExit(f'no ingress to {target} on {date} in {zone}')
    while (hi - lo) * 86400.0 > 0.01:
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sun_sidereal(mid) < target else (lo, mid)
    t = dt.datetime.fromtimestamp(round((lo - 2440587.5) * 86400.0), UTC).astimezone(ZoneInfo(zone))
    if t.date().isoformat() != date:
        raise SystemExit(f'ingress falls on {t.date()}, not {date}')
    return t.strftime('%H:%M:%S')


def chart_case(case):
    cid, place, date, time, lat, lon, zone, covers = case
    if time is None:
        time = sankranti_time(date, zone, 270.0)
    utc, offset = to_utc(date, time, zone)
    b = f'-b{utc.day}.{utc.month}.{utc.year}'
    t = f'-ut{utc:%H:%M:%S}'
    planets = parse_rows(swetest(b, t, '-sid1', '-p0123456m', '-fPls', f'-house{lon},{lat},P'))
    ayanamsa = float(swetest(b, t, '-sid1', '-pb', '-fl').split()[0])  # one unnamed number

    asc = point(planets['Ascendant'][0])
    grahas = {}
    for sw_name, graha in GRAHA_NAMES.items():
        lon_g, speed = planets[sw_name][0], planets[sw_name][1]
        grahas[graha] = {**point(lon_g), 'speed': speed}
    rahu = grahas['Rahu']
    grahas['Ketu'] = {**point(rahu['longitude'] + 180.0), 'speed': rahu['speed']}
    for g in grahas.values():
        g['house'] = (g['sign_index'] - asc['sign_index']) % 12 + 1
        g['retrograde'] = g['speed'] < 0
    return {
        'id': cid, 'place': place, 'covers': covers,
        'date': date, 'time': time, 'latitude': lat, 'longitude': lon, 'timezone': zone,
        'utc': utc.strftime('%Y-%m-%dT%H:%M:%SZ'), 'utc_offset': offset_text(offset),
        'ayanamsa': ayanamsa,
        'ascendant': asc,
        'mc': planets['MC'][0],
        'placidus': [planets[f'house {i}'][0] for i in range(1, 13)],
        'grahas': grahas,
    }


def main():
    cases = [chart_case(c) for c in CASES]
    meta = {
        'source': 'swetest (Debian) for every astronomical number; Python zoneinfo for local time -> UTC',
        'tool': 'swetest', 'tool_version': swetest_version(),
        'packages': {p: pkg_version(p) for p in ('swetest', 'libswe2.0', 'swe-basic-data', 'tzdata')},
        'python': sys.version.split()[0],
        'flags': f'swetest -b<d.m.y> -ut<hh:mm:ss> -sid1 -p0123456m -fPls -house<lon>,<lat>,P -head -eswe -edir{EPHE}; '
                 f'ayanamsa: swetest -b<d.m.y> -ut<hh:mm:ss> -sid1 -pb -fl -head -eswe -edir{EPHE}',
        'ayanamsa': 'Lahiri (-sid1), true (with nutation)', 'node': 'mean node (Rahu); Ketu = Rahu + 180, same speed',
        'derived': 'sign, degree, nakshatra, pada, navamsa sign, whole-sign house, retrograde (speed < 0): '
                   'computed in generate.py from swetest longitudes only',
        'generated_on': dt.date.today().isoformat(),
        'generator': 'test/reference/charts/generate.py',
    }
    with open(os.path.join(HERE, 'charts.json'), 'w') as f:
        json.dump({'meta': meta, 'cases': cases}, f, indent=1)
        f.write('\n')
    print(f'wrote {len(cases)} charts to charts.json')


if __name__ == '__main__':
    main()
