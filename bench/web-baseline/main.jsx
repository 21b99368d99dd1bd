// The benchmark's reference: the smallest React app the same Vite builds (react + react-dom, one component).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Flights from Bishkek</h1>
      <p>A minimal React page: the reference the benchmark compares every page with, measured in the same run.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
