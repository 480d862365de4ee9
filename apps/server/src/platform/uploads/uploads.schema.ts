export type UploadTable = {
  id: string;
  tenant_id: string;
  member_id: string | null;
  /** 'public': anyone with the URL; 'member': a session of the same tenant. */
  visibility: string;
  storage_key: string;
  original_name: string;
  extension: string;
  mime: string;
  size: number;
  sha256: string;
  file_type: number;
  created_at: number;
};

export type UploadsTables = { uploads: UploadTable };
