import { describe, expect, it } from 'vitest';
import { newDependencies } from './vite-plugins.ts';

describe('newDependencies', () => {
  const bundle = {
    'assets/panel.js': { imports: ['assets/first-paint.js', 'assets/Grid.js'] },
    'assets/Grid.js': { imports: ['assets/runtime.js'] },
    'assets/first-paint.js': { imports: ['assets/runtime.js'] },
    'assets/runtime.js': { imports: [] },
    'assets/screen.js': { imports: ['assets/Grid.js', 'assets/Chart.js'] },
    'assets/Chart.js': { imports: ['assets/runtime.js'] },
  };

  it('leaves out what the host chunk already loads, directly or through its imports', () => {
    const deps = [
      'assets/screen.js',
      'assets/runtime.js',
      'assets/first-paint.js',
      'assets/Grid.js',
      'assets/Chart.js',
    ];
    expect(newDependencies('assets/panel.js', deps, bundle)).toEqual(['assets/screen.js', 'assets/Chart.js']);
  });

  it('keeps every dependency of a host it cannot find in the bundle', () => {
    expect(newDependencies('assets/gone.js', ['assets/a.js', 'assets/b.js'], bundle)).toEqual([
      'assets/a.js',
      'assets/b.js',
    ]);
  });

  it('stops on import cycles', () => {
    const cyclic = { 'a.js': { imports: ['b.js'] }, 'b.js': { imports: ['a.js'] } };
    expect(newDependencies('a.js', ['b.js', 'c.js'], cyclic)).toEqual(['c.js']);
  });
});
