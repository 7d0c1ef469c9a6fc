import 'leaflet/dist/leaflet.css';
import * as leafletModule from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { isStale } from './geo';

// Leaflet is published as a UMD bundle: the bundler's interop may put it under `default`.
const L = (leafletModule as unknown as { default?: typeof leafletModule }).default ?? leafletModule;

export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  at: string;
  isMe: boolean;
}

/**
 * The group on a map (Leaflet itself, BSD-2-Clause, loaded only on the group page). The tiles are
 * the server's setting (MAP_TILES_URL, with its attribution); the list beside the map says
 * everything the map shows. Markers are circles (no marker pictures to fetch); a stale position is
 * grey. Every point stays in view as they move.
 */
export default function GroupMap({
  points,
  tiles,
  now,
  labels,
}: {
  points: MapPoint[];
  tiles: { url: string; attribution: string };
  now: number;
  /** The map's name and "You" in the page's language. */
  labels: { map: string; you: string; zoomIn: string; zoomOut: string };
}) {
  const element = useRef<HTMLElement>(null);
  const [map, setMap] = useState<{ map: L.Map; markers: L.LayerGroup } | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const made = L.map(element.current, { center: [20.59, 78.96], zoom: 4, zoomControl: false });
    L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(made);
    L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(made);
    setMap({ map: made, markers: L.layerGroup().addTo(made) });
    return () => {
      made.remove();
      setMap(null);
    };
  }, [tiles.url, tiles.attribution, labels.zoomIn, labels.zoomOut]);

  useEffect(() => {
    if (!map) return;
    map.markers.clearLayers();
    for (const p of points) {
      const color = isStale(p.at, now) ? '#868e96' : p.isMe ? '#1c7ed6' : '#e03131';
      L.circleMarker([p.lat, p.lng], { radius: 9, color: 'white', weight: 2, fillColor: color, fillOpacity: 1 })
        .bindTooltip(p.isMe ? labels.you : p.name, { permanent: true, direction: 'top', offset: [0, -8] })
        .addTo(map.markers);
    }
  }, [map, points, now, labels.you]);

  // Refitted only when a point moved, not on each tick of the clock.
  const where = points.map((p) => `${p.lat.toFixed(4)},${p.lng.toFixed(4)}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `where` stands for the points' places.
  useEffect(() => {
    if (!map || points.length === 0) return;
    if (points.length === 1) map.map.setView([points[0]!.lat, points[0]!.lng], Math.max(map.map.getZoom(), 14));
    else
      map.map.fitBounds(
        points.map((p) => [p.lat, p.lng] as [number, number]),
        { padding: [32, 32], maxZoom: 15 },
      );
  }, [map, where]);

  return <section ref={element} aria-label={labels.map} style={{ height: 280, width: '100%', borderRadius: 12 }} />;
}
