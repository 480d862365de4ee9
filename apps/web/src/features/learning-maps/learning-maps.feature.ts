import type { TFeature } from '@/lib/feature';

/** Route paths of the learning-maps feature (spec §2 'Maps and training'). */
export const LearningMapPaths = {
  /** The learning-map classification list and the maps. */
  MAPS: '/learn-map',
  /** A map's stages and tasks (`?mapId=`). */
  MAP: '/learn-map/detail',
  /** The development map: the tenant's development paths and the learner's rung on each. */
  DEVELOPMENT: '/devlop-map',
  /** A mentor's view of a mentee's maps (`?memberId=`, optionally `&mapId=`); without one, the mentees. */
  MENTEE: '/personal/map-emp-detail',
} as const;

export const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, value);
  }
  return `${path}?${search.toString()}`;
};

export const mapPath = (mapId: string) => withQuery(LearningMapPaths.MAP, { mapId });

export const menteePath = (memberId: string, mapId?: string) =>
  withQuery(LearningMapPaths.MENTEE, { memberId, mapId });

/** The maps, a map, the development map and the mentor's view, in the shell. */
export const learningMapsFeature = {
  translations: ['learning-maps'],
  pages: [
    {
      path: LearningMapPaths.MAPS,
      area: 'shell',
      load: () =>
        import('./pages/learning-map-list-page').then((module) => module.LearningMapListPage),
    },
    {
      path: LearningMapPaths.MAP,
      area: 'shell',
      load: () =>
        import('./pages/learning-map-detail-page').then((module) => module.LearningMapDetailPage),
    },
    {
      path: LearningMapPaths.DEVELOPMENT,
      area: 'shell',
      load: () =>
        import('./pages/development-map-page').then((module) => module.DevelopmentMapPage),
    },
    {
      path: LearningMapPaths.MENTEE,
      area: 'shell',
      load: () => import('./pages/mentee-maps-page').then((module) => module.MenteeMapsPage),
    },
  ],
} satisfies TFeature;
