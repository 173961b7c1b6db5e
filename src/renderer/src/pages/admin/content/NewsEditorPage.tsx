// One post's editor (or a new post's): its languages, cover and time, saved together. A save names the revision
// the admin opened; when someone saved the post since, the server refuses it and the admin's text stays here
// with the refusal, until they choose to open the latest version. Leaving with unsaved changes asks first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminNewsPost } from '@shared/api/admin-news';
import type { Locale } from '@shared/i18n/locales';
import { ApiError } from '../../../api/errors';
import { adminService } from '../../../api/admin';
import { useConfirm } from '../../../components/Confirm';
import { useUnsavedGuard } from '../../../components/use-unsaved-guard';
import { messageOf } from '../../../features/tasks/use-image-slot';
import { EditorPage, EditorRefusal, type Refusal } from '../../../features/admin/EditorParts';
import { titleIn } from '../../../features/admin/titles';
import { refreshNews, useAdminNewsPost } from '../../../queries/admin';
import { CoverField } from './CoverField';
import { draftOf, sameDraft, saveBodyOf, type NewsDraft } from './draft';
import { VersionFields } from './VersionFields';

export function NewsEditorPage(props: { id?: string }) {
  const { t } = useTranslation();
  const post = useAdminNewsPost(props.id);
  return (
    <EditorPage
      editing={Boolean(props.id)}
      loading={post.isPending}
      loaded={Boolean(post.data)}
      backText={t('admin.content.back')}
      failedText={t('admin.content.editor.loadFailed')}
      retry={() => void post.refetch()}
      testPrefix="news"
    >
      <NewsEditor post={post.data} reload={async () => (await post.refetch()).data} />
    </EditorPage>
  );
}

function NewsEditor(props: {
  post: AdminNewsPost | undefined;
  reload(): Promise<AdminNewsPost | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [post, setPost] = useState(props.post);
  const [base, setBase] = useState(() => draftOf(props.post));
  const [draft, setDraft] = useState(base);
  const [active, setActive] = useState<Locale>(base.versions[0]!.locale);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  // A new post's first save opens its own address (another editor): the notice comes along in the history.
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  const [notice, setNotice] = useState(saved ? t('admin.content.editor.saved') : undefined);
  const dirty = !sameDraft(draft, base);
  useUnsavedGuard(dirty, {
    title: t('admin.content.editor.unsavedTitle'),
    content: t('admin.content.editor.unsavedText'),
    okText: t('admin.content.editor.unsavedLeave'),
  });

  const edit = (change: Partial<NewsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setNotice(undefined);
  };
  /** Takes the post as the server now has it, dropping what was typed. */
  const take = (next: AdminNewsPost) => {
    const fresh = draftOf(next);
    setPost(next);
    setBase(fresh);
    setDraft(fresh);
    if (!fresh.versions.some((version) => version.locale === active))
      setActive(fresh.versions[0]!.locale);
  };
  const run = async (action: () => Promise<AdminNewsPost>, done?: string) => {
    setBusy(true);
    setRefusal(undefined);
    setNotice(undefined);
    try {
      const next = await action();
      take(next);
      setNotice(done);
      refreshNews();
      if (!post)
        void navigate(`../${next.id}`, { relative: 'path', replace: true, state: { saved: true } });
    } catch (error) {
      setRefusal({
        message: messageOf(error, t),
        stale: error instanceof ApiError && error.code === 'NEWS_STALE',
      });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(() => adminService.newsSave(saveBodyOf(draft, post)), t('admin.content.editor.saved'));
  const publish = (on: boolean) =>
    run(() => adminService.newsPublish(post!.id, post!.revision, on));
  const openLatest = async () => {
    const latest = await props.reload();
    setRefusal(undefined);
    if (latest) take(latest);
  };
  const remove = () =>
    confirm({
      title: t('admin.content.editor.delete'),
      content: t('admin.content.editor.confirmDelete', {
        title: titleIn(draft, i18n.language) || t('admin.content.untitled'),
      }),
      okText: t('admin.content.editor.delete'),
      okTestId: 'news-delete-confirm',
      onOk: async () => {
        await adminService.newsRemove(post!.id).catch((error: unknown) => {
          setRefusal({ message: messageOf(error, t), stale: false });
          throw error;
        });
        refreshNews();
        void navigate('..', { relative: 'path' });
      },
    });

  return (
    <form
      className="admin-news-editor"
      data-testid="news-editor"
      data-status={post?.status ?? 'new'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="admin-news-head">
        <h2>{post ? t('admin.content.editor.editTitle') : t('admin.content.editor.newTitle')}</h2>
        {post && (
          <span className={`admin-news-status admin-news-status-${post.status}`}>
            {t(`admin.content.status.${post.status}`)}
          </span>
        )}
      </div>
      {post?.seeded && <p className="muted">{t('admin.content.editor.seeded')}</p>}
      <VersionFields
        versions={draft.versions}
        active={active}
        onActive={setActive}
        onChange={(versions) => edit({ versions })}
      />
      <CoverField value={draft.cover} onChange={(cover) => edit({ cover, coverChanged: true })} />
      <fieldset className="admin-news-field admin-news-when">
        <legend>{t('admin.content.editor.when')}</legend>
        <label className="admin-news-check">
          <input
            type="checkbox"
            checked={draft.draft}
            onChange={(event) => edit({ draft: event.target.checked })}
            data-testid="news-draft"
          />
          {t('admin.content.editor.draft')}
        </label>
        {!draft.draft && (
          <label className="admin-news-field">
            <span>{t('admin.content.editor.publishAt')}</span>
            <input
              type="datetime-local"
              value={draft.time}
              onChange={(event) => edit({ time: event.target.value })}
              data-testid="news-time"
            />
            <span className="muted">{t('admin.content.editor.timeHint')}</span>
          </label>
        )}
      </fieldset>
      <EditorRefusal
        refusal={refusal}
        notice={notice}
        reloadText={t('admin.content.editor.reload')}
        onReload={() => void openLatest()}
        testPrefix="news"
      />
      <div className="admin-news-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="news-save">
          {t('admin.content.editor.save')}
        </button>
        {post && post.status !== 'published' && (
          <button
            type="button"
            className="btn"
            disabled={busy || dirty}
            onClick={() => void publish(true)}
            data-testid="news-publish"
          >
            {t('admin.content.editor.publish')}
          </button>
        )}
        {post && post.status !== 'draft' && (
          <button
            type="button"
            className="btn"
            disabled={busy || dirty}
            onClick={() => void publish(false)}
            data-testid="news-unpublish"
          >
            {t('admin.content.editor.unpublish')}
          </button>
        )}
        {post && (
          <button
            type="button"
            className="btn admin-news-delete"
            disabled={busy}
            onClick={remove}
            data-testid="news-delete"
          >
            {t('admin.content.editor.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
