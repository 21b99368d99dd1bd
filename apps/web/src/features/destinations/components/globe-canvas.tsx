/** The WebGL globe (cobe), loaded on its own chunk after the page is up. Decorative: the list beside it is the accessible version. */
import createGlobe from 'cobe';
import { useEffect, useRef } from 'react';
import { anglesFacing } from '../model/globe-support';
import styles from './destinations.module.css';

export interface GlobeMarker {
  code: string;
  lat: number;
  lon: number;
}

export interface GlobeCanvasProps {
  origin: { lat: number; lon: number };
  markers: readonly GlobeMarker[];
  /** The destination to turn towards; the globe spins slowly while none is. */
  focus: GlobeMarker | null;
}

const TAU = Math.PI * 2;

export default function GlobeCanvas({ origin, markers, focus }: GlobeCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const focusRef = useRef(focus);
  focusRef.current = focus;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let width = canvas.offsetWidth;
    const onResize = () => {
      width = canvas.offsetWidth;
    };
    window.addEventListener('resize', onResize);
    let [phi, theta] = anglesFacing(origin.lat, origin.lon);
    theta = 0.35;
    const globe = createGlobe(canvas, {
      devicePixelRatio: 2,
      width: width * 2,
      height: width * 2,
      phi,
      theta,
      dark: 0,
      diffuse: 1.2,
      mapSamples: 16000,
      mapBrightness: 6,
      baseColor: [1, 1, 1],
      markerColor: [0.98, 0.39, 0.08],
      glowColor: [1.1, 1.15, 1.2],
      markers: [
        { location: [origin.lat, origin.lon], size: 0.08 },
        ...markers.map((m) => ({ location: [m.lat, m.lon] as [number, number], size: 0.045 })),
      ],
      onRender: (state) => {
        const target = focusRef.current;
        if (target) {
          const [targetPhi, targetTheta] = anglesFacing(target.lat, target.lon);
          // The shortest way round to the target, eased.
          const delta = ((((targetPhi - phi) % TAU) + TAU + Math.PI) % TAU) - Math.PI;
          phi += delta * 0.08;
          theta += (Math.max(-0.6, Math.min(0.9, targetTheta)) - theta) * 0.08;
        } else {
          phi += 0.003;
        }
        state.phi = phi;
        state.theta = theta;
        state.width = width * 2;
        state.height = width * 2;
      },
    });
    return () => {
      globe.destroy();
      window.removeEventListener('resize', onResize);
    };
  }, [origin.lat, origin.lon, markers]);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-testid="globe-canvas" />;
}
