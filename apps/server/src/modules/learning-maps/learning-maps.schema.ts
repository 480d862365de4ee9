/** The learning-map classification tree (spec §2 "learning-map classification list"). */
export type LearningMapClassificationTable = {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  classify_code: string;
  /** Spec §3: codes from the root down to this node, each followed by '/'. */
  classify_path: string;
  name: string;
  is_able: number;
  sort: number;
  created_at: number;
};

export type LearningMapTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  classification_id: string | null;
  cover_url: string | null;
  introduction: string;
  credit: number;
  /** 1: the whole tenant sees it; 0: the listed organisations and members. */
  whole_tenant: number;
  position: number;
  created_at: number;
  updated_at: number;
};

export type LearningMapOrganisationTable = {
  tenant_id: string;
  map_id: string;
  organisation_id: string;
};

export type LearningMapMemberTable = {
  tenant_id: string;
  map_id: string;
  member_id: string;
};

/** A stage with its unlock rules; every rule set must hold (docs/decisions/0069). */
export type LearningMapStageTable = {
  id: string;
  tenant_id: string;
  map_id: string;
  position: number;
  name: string;
  description: string;
  after_previous: number;
  opens_at: number | null;
  min_previous_exam_score: number | null;
};

export type LearningMapTaskTable = {
  id: string;
  tenant_id: string;
  map_id: string;
  stage_id: string;
  position: number;
  /** contracts `LearningTaskKind`. */
  kind: number;
  ref_id: string;
};

export type DevelopmentPathTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  description: string;
  position: number;
};

export type DevelopmentRungTable = {
  id: string;
  tenant_id: string;
  path_id: string;
  position: number;
  name: string;
  description: string;
  map_id: string;
};

export type LearningMapsTables = {
  learning_map_classifications: LearningMapClassificationTable;
  learning_maps: LearningMapTable;
  learning_map_organisations: LearningMapOrganisationTable;
  learning_map_members: LearningMapMemberTable;
  learning_map_stages: LearningMapStageTable;
  learning_map_tasks: LearningMapTaskTable;
  development_paths: DevelopmentPathTable;
  development_rungs: DevelopmentRungTable;
};
