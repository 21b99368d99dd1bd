/** The globe without WebGL: an SVG orthographic view centred near the origin, with the same markers. Decorative. */
import { useMemo } from 'react';
import type { GlobeMarker } from './globe-canvas';
import styles from './destinations.module.css';

const R = 96;
const C = 100;
/** Zoomed in on the region the agency flies to; the disc clips the rest. */
const ZOOM = 1.8;
const rad = Math.PI / 180;

/** Orthographic projection around (lat0, lon0); null on the far side. */
function project(lat: number, lon: number, lat0: number, lon0: number): [number, number] | null {
  const [φ, λ, φ0, λ0] = [lat * rad, lon * rad, lat0 * rad, lon0 * rad];
  const cosC = Math.sin(φ0) * Math.sin(φ) + Math.cos(φ0) * Math.cos(φ) * Math.cos(λ - λ0);
  if (cosC < 0) return null;
  const x = Math.cos(φ) * Math.sin(λ - λ0);
  const y = Math.cos(φ0) * Math.sin(φ) - Math.sin(φ0) * Math.cos(φ) * Math.cos(λ - λ0);
  return [C + R * ZOOM * x, C - R * ZOOM * y];
}

function line(points: Array<[number, number] | null>): string {
  let d = '';
  let pen = false;
  for (const p of points) {
    if (!p) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${p[0].toFixed(1)},${p[1].toFixed(1)}`;
    pen = true;
  }
  return d;
}

export function StaticGlobe({
  origin,
  markers,
}: {
  origin: { lat: number; lon: number };
  markers: readonly GlobeMarker[];
}) {
  const [lat0, lon0] = [Math.max(-60, Math.min(60, origin.lat - 4)), origin.lon - 8];
  const graticule = useMemo(() => {
    const paths: string[] = [];
    for (let lat = -75; lat <= 75; lat += 15)
      paths.push(line(Array.from({ length: 73 }, (_, i) => project(lat, -180 + i * 5, lat0, lon0))));
    for (let lon = -180; lon < 180; lon += 15)
      paths.push(line(Array.from({ length: 37 }, (_, i) => project(-90 + i * 5, lon, lat0, lon0))));
    return paths;
  }, [lat0, lon0]);
  const home = project(origin.lat, origin.lon, lat0, lon0);
  return (
    <svg className={styles.staticGlobe} viewBox="0 0 200 200" aria-hidden="true" data-testid="globe-fallback">
      <defs>
        <clipPath id="static-globe-disc">
          <circle cx={C} cy={C} r={R} />
        </clipPath>
        <radialGradient id="static-globe-fill" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.6" stopColor="#dbe7fb" />
          <stop offset="1" stopColor="#b3c8ec" />
        </radialGradient>
      </defs>
      <circle cx={C} cy={C} r={R} fill="url(#static-globe-fill)" />
      <g clipPath="url(#static-globe-disc)">
        {graticule.map((d, i) => (
          <path key={i} d={d} fill="none" stroke="#8fa9d6" strokeOpacity="0.45" strokeWidth="0.6" />
        ))}
        {markers.map((m) => {
          const p = project(m.lat, m.lon, lat0, lon0);
          if (!p) return null;
          return (
            <g key={m.code}>
              {home ? (
                <path
                  d={`M${home[0]},${home[1]} Q${(home[0] + p[0]) / 2},${Math.min(home[1], p[1]) - 18} ${p[0]},${p[1]}`}
                  fill="none"
                  stroke="#f26b1d"
                  strokeOpacity="0.5"
                  strokeWidth="0.8"
                />
              ) : null}
              <circle cx={p[0]} cy={p[1]} r="2.4" fill="#f26b1d" />
            </g>
          );
        })}
        {home ? <circle cx={home[0]} cy={home[1]} r="3.6" fill="#1f6feb" stroke="#fff" strokeWidth="1" /> : null}
      </g>
    </svg>
  );
}
