import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { isStale } from './geo';

export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  at: string;
  isMe: boolean;
}

/** Keeps every point in view as they move. */
function FitTo({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.lat.toFixed(4)},${p.lng.toFixed(4)}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refitted only when a point moved, not on each render.
  useEffect(() => {
    if (points.length === 0) return;
    if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], Math.max(map.getZoom(), 14));
    else
      map.fitBounds(
        points.map((p) => [p.lat, p.lng] as [number, number]),
        { padding: [32, 32], maxZoom: 15 },
      );
  }, [key, map]);
  return null;
}

/**
 * The group on a map (Leaflet, loaded only on the group page). The tiles are the server's setting
 * (MAP_TILES_URL, with its attribution); the list beside the map says everything the map shows.
 * Markers are circles (no marker pictures to fetch); a stale position is grey.
 */
export default function GroupMap({
  points,
  tiles,
  now,
}: {
  points: MapPoint[];
  tiles: { url: string; attribution: string };
  now: number;
}) {
  const first = points[0];
  return (
    <MapContainer
      center={first ? [first.lat, first.lng] : [20.59, 78.96]}
      zoom={first ? 14 : 4}
      style={{ height: 280, width: '100%', borderRadius: 12 }}
      aria-label="Map of the group"
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {points.map((p) => {
        const stale = isStale(p.at, now);
        const color = stale ? '#868e96' : p.isMe ? '#1c7ed6' : '#e03131';
        return (
          <CircleMarker
            key={p.id}
            center={[p.lat, p.lng]}
            radius={9}
            pathOptions={{ color: 'white', weight: 2, fillColor: color, fillOpacity: 1 }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {p.isMe ? 'You' : p.name}
            </Tooltip>
          </CircleMarker>
        );
      })}
      <FitTo points={points} />
    </MapContainer>
  );
}
