import { createCreator, createService, createServiceRequest, type Creator } from '#server/seed/factories';
import type { Database } from '#server/db/client';

// The cast of a service request's workspace tests (docs/decisions/0051): a seller with a service,
// the member who requests it, and a third member who has nothing to do with it.

export type WorkspaceCast = {
  seller: Creator;
  requester: Creator;
  stranger: Creator;
  service: { id: string; profileId: string; title: string };
};

export async function castWorkspace(db: Database): Promise<WorkspaceCast> {
  const seller = await createCreator(db, { displayName: 'Nora Seller' });
  const requester = await createCreator(db, { displayName: 'Theo Client' });
  const stranger = await createCreator(db, { displayName: 'Otto Stranger' });
  const service = await createService(db, seller.profile.id, { title: 'Illustrated venue map' });
  return { seller, requester, stranger, service };
}

/** A request of the cast's service by its requester (pending unless told). */
export const openRequest = (
  db: Database,
  cast: WorkspaceCast,
  overrides: Parameters<typeof createServiceRequest>[3] = {},
) => createServiceRequest(db, cast.service, cast.requester.user.id, overrides);

/** Bytes that start as each accepted kind of file does: only the first bytes are ever checked. */
export const FILE_BYTES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
  // An empty archive is only its end record.
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
};

export type AttachedFile = { name: string; bytes: Buffer; type?: string };

/** A multipart form of text fields and files named `files`, as the workspace's composer sends it. */
export function formOf(fields: Record<string, string>, files: readonly AttachedFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}
