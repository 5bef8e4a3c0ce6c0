import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { ShopData } from './lib/props.ts';

// The browser's entry: the page's data (#shop-data, written by the server) and the same App
// the server rendered, hydrated in place.
const script = document.getElementById('shop-data');
const root = document.getElementById('root');
if (script?.textContent && root) {
  const data = JSON.parse(script.textContent) as ShopData;
  // In a transition React hydrates in slices, yielding to the phone between them (no long task).
  startTransition(() => {
    hydrateRoot(root, <App data={data} />);
  });
}
