/** The clinic's eight fields, each an anchor of the services page. */
export const SPECIALTIES = [
  'knee',
  'foot-and-ankle',
  'hand-and-wrist',
  'shoulder-and-elbow',
  'spine-and-hip',
  'sports-and-dance',
  'bunion-surgery',
  'joint-replacement',
] as const;
