/**
 * The schematic map on the contact page: where the clinic's building, the MRT exit, the bus stop and the car park
 * entrance sit on the streets around it, on a 320 × 200 grid (not to scale). Fictional like the other facts until
 * the clinic confirms them; drawn by us (ClinicMap.tsx), so the page loads nothing from a maps service.
 */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

export interface ClinicMapPlan {
  /** Streets as lines; the first is the clinic's own street, labelled with its name from the address. */
  readonly streets: ReadonlyArray<{ readonly from: MapPoint; readonly to: MapPoint }>;
  readonly clinic: MapPoint;
  readonly mrtExit: MapPoint;
  readonly busStop: MapPoint;
  readonly carPark: MapPoint;
}

export const CLINIC_MAP: ClinicMapPlan = {
  streets: [
    { from: { x: 20, y: 120 }, to: { x: 300, y: 120 } },
    { from: { x: 200, y: 10 }, to: { x: 200, y: 190 } },
  ],
  clinic: { x: 140, y: 92 },
  mrtExit: { x: 250, y: 60 },
  busStop: { x: 90, y: 145 },
  carPark: { x: 140, y: 165 },
};
