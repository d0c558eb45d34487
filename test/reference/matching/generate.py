#!/usr/bin/env python3
"""Moon fixtures for the matching tests: swetest's sidereal (Lahiri) Moon at each birth instant, and one birth
whose Moon is within 1 arc-second of a pada edge. Run from this folder: python3 generate.py > moons.json"""
import datetime, json, subprocess

EPHE = ['-eswe', '-edir/usr/share/libswe/ephe']
IST = datetime.timedelta(hours=5, minutes=30)
PADA = 360 / 108

def moon(ut: datetime.datetime, n: int = 1, step: str = '1m') -> list[float]:
    out = subprocess.run(['swetest', f'-b{ut.day}.{ut.month}.{ut.year}', f'-ut{ut.hour}:{ut.minute:02d}', '-p1', '-sid1', '-fl', '-head', f'-n{n}', f'-s{step}', *EPHE],
                         capture_output=True, text=True, check=True).stdout
    return [float(line) for line in out.split()]

# Births in India after 1950 (IST, +05:30): date, time, latitude, longitude.
BIRTHS = [
    ('1985-04-12', '08:15', 19.076, 72.8777), ('1987-09-03', '22:40', 28.6139, 77.209),
    ('1990-11-20', '16:00', 26.85, 80.95), ('1988-03-02', '07:30', 28.61, 77.21),
    ('1992-01-25', '13:05', 13.0827, 80.2707), ('1989-07-14', '05:50', 12.9716, 77.5946),
    ('1994-12-01', '19:20', 22.5726, 88.3639), ('1991-06-15', '09:10', 19.07, 72.88),
    ('1986-02-28', '11:45', 17.385, 78.4867), ('1993-08-08', '02:30', 23.0225, 72.5714),
    ('1995-10-10', '14:55', 26.9124, 75.7873), ('1984-05-21', '06:05', 25.3176, 82.9739),
]

def local_to_ut(date: str, time: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(f'{date}T{time}') - IST

def edge_birth() -> dict:
    """The first whole IST minute from 2001-01-01 whose Moon is within 1 arc-second of a pada edge."""
    start = local_to_ut('2001-01-01', '00:00')
    lons = moon(start, 20000, '1m')
    for i, lon in enumerate(lons):
        margin = abs(lon / PADA - round(lon / PADA)) * PADA * 3600
        if margin < 1:
            local = start + IST + datetime.timedelta(minutes=i)
            return {'date': local.strftime('%Y-%m-%d'), 'time': local.strftime('%H:%M'), 'latitude': 28.6139, 'longitude': 77.209,
                    'moon': lon, 'margin_arcsec': margin}
    raise SystemExit('no Moon within 1" of a pada edge in the scan')

births = [{'date': d, 'time': t, 'latitude': la, 'longitude': lo, 'moon': moon(local_to_ut(d, t))[0]} for d, t, la, lo in BIRTHS]
print(json.dumps({
    'meta': {'tool': 'swetest 2.10.03 (Debian)', 'flags': '-p1 -sid1 -fl -head -eswe', 'zone': 'IST +05:30', 'generated_on': datetime.date.today().isoformat()},
    'births': births,
    'edge': edge_birth(),
}, indent=1))
