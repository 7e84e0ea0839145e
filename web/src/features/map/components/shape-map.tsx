import { useLayoutEffect, useRef, useState } from 'react';
import type { SvgMap } from '../lib/shapes';

/** Light to dark blue by how many live there, relative to the most. */
function fillOf(count: number, most: number): string {
  if (count === 0 || most === 0) return '#e2e8f0';
  const share = count / most;
  if (share > 0.66) return '#1d4ed8';
  if (share > 0.33) return '#3b82f6';
  return '#93c5fd';
}

/**
 * A drawn map, counts as shades: a picture for those who look (role="img", named by `label`);
 * the list beside it is what keyboards and screen readers use, so its shapes take no focus.
 * Clicking a shape does what choosing it in the list does. With `zoomTo`, the view closes in
 * on that shape.
 */
export function ShapeMap({
  map,
  counts,
  label,
  zoomTo,
  onChoose,
}: {
  map: SvgMap;
  counts: ReadonlyMap<string, number>;
  label: string;
  zoomTo?: string | undefined;
  onChoose?: ((shapeId: string) => void) | undefined;
}) {
  const most = Math.max(0, ...counts.values());
  const zoomRef = useRef<SVGPathElement>(null);
  const [viewBox, setViewBox] = useState(map.viewBox);
  // biome-ignore lint/correctness/useExhaustiveDependencies: zoomTo decides which shape the ref holds, so it is measured again when zoomTo changes.
  useLayoutEffect(() => {
    const shape = zoomRef.current;
    // getBBox measures the drawn shape (a browser has it; a test's DOM does not).
    if (!shape || typeof shape.getBBox !== 'function') {
      setViewBox(map.viewBox);
      return;
    }
    const box = shape.getBBox();
    const margin = Math.max(box.width, box.height) * 0.1;
    setViewBox(`${box.x - margin} ${box.y - margin} ${box.width + 2 * margin} ${box.height + 2 * margin}`);
  }, [map, zoomTo]);
  return (
    <svg viewBox={viewBox} role="img" aria-label={label} className="h-auto w-full max-w-xl">
      {map.locations.map((location) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for the mouse; the list beside the map is what keyboards use.
        <path
          key={location.id}
          ref={location.id === zoomTo ? zoomRef : undefined}
          d={location.path}
          fill={zoomTo && location.id !== zoomTo ? '#f1f5f9' : fillOf(counts.get(location.id) ?? 0, most)}
          stroke="#ffffff"
          strokeWidth={0.5}
          className={onChoose ? 'cursor-pointer hover:opacity-80' : undefined}
          onClick={onChoose ? () => onChoose(location.id) : undefined}
        />
      ))}
    </svg>
  );
}
