// Reports (POST /api/man): a feed item, a public character or a public bot, with a reason. Only what the
// reporter can see may be reported (anything else is NOT_FOUND, like an id that names nothing), never one's
// own. Enough open reports take a feed item out of the feed until a moderator reviews it.
import type { ReportBody } from '@shared/api/reports';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { fileReport, reportableOwner } from './reports-repo';

export async function report(
  deps: Deps,
  reporterId: string,
  body: ReportBody,
): Promise<{ id: string; status: 'open' }> {
  const target = await reportableOwner(deps.db, body.kind, body.id);
  if (!target) throw new AppError('NOT_FOUND');
  if (target.ownerId === reporterId) throw new AppError('REPORT_OWN');
  const { id } = await fileReport(
    deps.db,
    // One spelling of an id (a UUID in capitals is the same target), so a repeat is known as one.
    { ...body, id: body.id.toLowerCase(), reporterId, ownerId: target.ownerId },
    { threshold: deps.config.community.reportsToHide, now: deps.now() },
  );
  return { id, status: 'open' };
}
