/**
 * The queue of service requests of every kind: age, kind, language and status, filters in the URL,
 * and one request's page with its answers and an answer written from a template in the request's
 * own language (editable before it is sent).
 */
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_REQUEST_STATUSES } from '@sapar/contracts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { LANGUAGE_ENDONYMS, LANGUAGES, toLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { FormAlert, formStyles } from '@/shared/ui/form-field';
import {
  useAnswerStaffRequestMutation,
  useAssignStaffRequestMutation,
  useSetStaffRequestStatusMutation,
  useGetStaffRequestQuery,
  useGetStaffRequestTemplatesQuery,
  useListStaffRequestsQuery,
  type StaffRequestQuery,
} from '../api/orders-api';
import { STAFF_ANSWER_STATUSES, type StaffServiceRequest } from '@/shared/staff/api/staff-types';
import { useStaffMe } from '@/shared/staff/lib/use-staff-me';
import { StaffPager, StaffTableBody } from '@/shared/staff/ui/staff-table-parts';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { StatusBadge } from '@/shared/staff/ui/status-badge';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatAgeSeconds, formatStaffDateTime } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

export const REQUEST_KINDS = ['tour', 'rail', 'partner', 'appeal', 'exchange', 'refund'] as const;
export const REQUEST_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;
const column = createColumnHelper<StaffServiceRequest>();

export function StaffRequestsPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  useDocumentTitle(t('requests.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const query: StaffRequestQuery = {
    kind: searchParams.get('kind') ?? undefined,
    status: searchParams.get('status') ?? undefined,
    q: searchParams.get('q') ?? undefined,
    assigned: searchParams.get('assigned') ?? undefined,
    language: searchParams.get('language') ?? undefined,
    sort: searchParams.get('sort') ?? undefined,
    page: Number(searchParams.get('page')) > 1 ? Number(searchParams.get('page')) : undefined,
  };
  const requests = useListStaffRequestsQuery(query);

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: () => t('requests.number'),
        cell: (info) => (
          <Link className={styles.mono} to={staffHref('staffRequestDetail', { number: info.getValue() })}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('age_seconds', {
        header: () => t('requests.age'),
        cell: (info) => formatAgeSeconds(info.getValue(), language),
      }),
      column.accessor('kind', { header: () => t('requests.kind'), cell: (info) => t(`kinds.${info.getValue()}`) }),
      column.accessor('language', {
        header: () => t('requests.language'),
        cell: (info) => LANGUAGE_ENDONYMS[toLanguage(info.getValue())],
      }),
      column.accessor('name', { header: () => t('requests.from') }),
      column.accessor('status', {
        header: () => t('orders.status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor((row) => row.assigned_to?.email ?? '—', {
        id: 'assigned_to',
        header: () => t('requests.assignedTo'),
      }),
      column.accessor((row) => row.handled_by?.email ?? '—', {
        id: 'handled_by',
        header: () => t('requests.handledBy'),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({
    data: requests.data?.results ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  });

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'kind', 'status', 'language', 'assigned', 'sort']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearchParams(next);
  };
  const page = requests.data?.page ?? 1;
  const totalPages = requests.data?.total_pages ?? 1;
  const goToPage = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(target));
    setSearchParams(next);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('requests.title')}</h1>
      </div>
      <form
        key={searchParams.toString()}
        className={styles.filters}
        role="search"
        aria-label={t('requests.searchLabel')}
        onSubmit={applyFilters}
      >
        <label>
          {t('orders.query')}
          <input name="q" type="search" defaultValue={query.q ?? ''} />
        </label>
        <label>
          {t('requests.kind')}
          <select name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('requests.anyKind')}</option>
            {REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('orders.status')}
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('orders.anyStatus')}</option>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('requests.language')}
          <select name="language" defaultValue={query.language ?? ''}>
            <option value="">{t('requests.anyKind')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_ENDONYMS[code]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('requests.assigned')}
          <select name="assigned" defaultValue={query.assigned ?? ''}>
            <option value="">{t('requests.assignedAny')}</option>
            <option value="me">{t('requests.assignedMe')}</option>
            <option value="nobody">{t('requests.assignedNobody')}</option>
          </select>
        </label>
        <label>
          {t('requests.sort')}
          <select name="sort" defaultValue={query.sort ?? ''}>
            <option value="">{t('requests.sortNewest')}</option>
            <option value="oldest">{t('requests.sortOldest')}</option>
          </select>
        </label>
        <div className={styles.filterButtons}>
          <Button type="submit">{t('orders.search')}</Button>
        </div>
      </form>
      <QueryState isLoading={requests.isLoading} error={requests.error} onRetry={() => void requests.refetch()}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('requests.found', { count: requests.data?.count ?? 0 })}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <StaffTableBody table={table} />
          </table>
          {requests.data && requests.data.results.length === 0 ? (
            <p className={styles.empty}>{t('requests.none')}</p>
          ) : null}
          <StaffPager page={page} totalPages={totalPages} onPage={goToPage} />
        </div>
      </QueryState>
    </>
  );
}

export function StaffRequestDetailPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { number = '' } = useParams();
  useDocumentTitle(t('requests.detailTitle', { number }));
  const request = useGetStaffRequestQuery(number);
  const requestLanguage = toLanguage(request.data?.language);
  // The server writes the templates in the sender's language, whatever language the agent reads.
  const templates = useGetStaffRequestTemplatesQuery(number);
  const [answer, { isLoading: isSending }] = useAnswerStaffRequestMutation();
  const [assign, { isLoading: isAssigning }] = useAssignStaffRequestMutation();
  const me = useStaffMe();
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<string>('done');
  const [formError, setFormError] = useState('');
  const [result, setResult] = useState('');

  const changeAssignee = async (assignee: 'me' | 'nobody') => {
    setFormError('');
    try {
      await assign({ number, assignee }).unwrap();
    } catch (error) {
      if (!redirectForError(error, (to) => void navigate(to))) setFormError(getErrorMessage(error, tSite));
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    setResult('');
    if (!message.trim()) {
      setFormError(t('requests.answerRequired'));
      return;
    }
    try {
      const answered = await answer({ number, message: message.trim(), status }).unwrap();
      setResult(t(`requests.emailStatus.${answered.email_status}`));
      setMessage('');
    } catch (error) {
      if (!redirectForError(error, (to) => void navigate(to))) setFormError(getErrorMessage(error, tSite));
    }
  };

  const data = request.data;
  const answers = data?.answers ?? [];
  const isMine = data?.assigned_to?.id === me.id;
  return (
    <>
      <p>
        <Link to={staffHref('staffRequests')}>{t('requests.back')}</Link>
      </p>
      <QueryState isLoading={request.isLoading} error={request.error} onRetry={() => void request.refetch()}>
        {data ? (
          <>
            <div className={styles.toolbar}>
              <h1>
                {t('requests.detailTitle', { number: data.number })} <StatusBadge status={data.status} />
              </h1>
            </div>
            <div className={styles.panels}>
              <section className={styles.panel} aria-labelledby="request-facts">
                <h2 id="request-facts">{t('requests.details')}</h2>
                <dl className={styles.facts}>
                  <dt>{t('requests.kind')}</dt>
                  <dd>{t(`kinds.${data.kind}`)}</dd>
                  <dt>{t('requests.language')}</dt>
                  <dd>{LANGUAGE_ENDONYMS[requestLanguage]}</dd>
                  <dt>{t('requests.from')}</dt>
                  <dd>{data.name}</dd>
                  <dt>{t('order.email')}</dt>
                  <dd>{data.email ?? '—'}</dd>
                  <dt>{t('order.phone')}</dt>
                  <dd>{data.phone || '—'}</dd>
                  <dt>{t('requests.order')}</dt>
                  <dd>
                    {data.order_number ? (
                      <Link to={staffHref('staffOrderDetail', { orderNumber: data.order_number })}>
                        {data.order_number}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </dd>
                  <dt>{t('orders.created')}</dt>
                  <dd>{formatStaffDateTime(data.created_at, language)}</dd>
                  <dt>{t('requests.assignedTo')}</dt>
                  <dd>
                    {data.assigned_to?.email ?? '—'}{' '}
                    <Button
                      variant="secondary"
                      disabled={isAssigning}
                      onClick={() => void changeAssignee(isMine ? 'nobody' : 'me')}
                    >
                      {isMine ? t('requests.unassign') : t('requests.assignToMe')}
                    </Button>
                  </dd>
                  <dt>{t('requests.statusChange')}</dt>
                  <dd>
                    <RequestStatusChange number={data.number} current={data.status} />
                  </dd>
                  {Object.entries(data.payload ?? {}).map(([key, value]) => (
                    <FactRow key={key} label={key} value={typeof value === 'string' ? value : JSON.stringify(value)} />
                  ))}
                </dl>
              </section>
              <section className={styles.panel} aria-labelledby="request-answers">
                <h2 id="request-answers">{t('requests.answers')}</h2>
                {answers.length === 0 ? <p className={styles.empty}>{t('requests.noAnswers')}</p> : null}
                <ol className={styles.list}>
                  {answers.map((item, index) => (
                    <li key={index}>
                      <strong>{item.staff?.email ?? '—'}</strong>, {formatStaffDateTime(item.at, language)}{' '}
                      <StatusBadge status={item.status} />
                      <p style={{ whiteSpace: 'pre-wrap' }}>{item.message}</p>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={`${styles.panel} ${styles.panelWide}`} aria-labelledby="request-answer">
                <h2 id="request-answer">{t('requests.answer')}</h2>
                <form className={formStyles.form} onSubmit={(event) => void send(event)} noValidate>
                  <FormAlert>{formError}</FormAlert>
                  <FormAlert variant="success">{result}</FormAlert>
                  <div
                    className={styles.actionBar}
                    role="group"
                    aria-label={t('requests.templates', { language: LANGUAGE_ENDONYMS[requestLanguage] })}
                  >
                    <span>{t('requests.templates', { language: LANGUAGE_ENDONYMS[requestLanguage] })}</span>
                    {(templates.data?.templates ?? []).map((template) => (
                      <Button
                        key={template.id}
                        variant="secondary"
                        lang={requestLanguage}
                        onClick={() => setMessage(template.text)}
                      >
                        {template.title}
                      </Button>
                    ))}
                  </div>
                  <label htmlFor="answer-text" className={formStyles.label}>
                    {t('requests.answerText')}
                  </label>
                  <textarea
                    id="answer-text"
                    className={styles.textarea}
                    rows={8}
                    lang={requestLanguage}
                    value={message}
                    maxLength={5000}
                    onChange={(event) => setMessage(event.target.value)}
                  />
                  <label htmlFor="answer-status" className={formStyles.label}>
                    {t('requests.statusAfter')}
                  </label>
                  <select
                    id="answer-status"
                    className={styles.inlineSelect}
                    value={status}
                    onChange={(event) => setStatus(event.target.value)}
                  >
                    {STAFF_ANSWER_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {t(`status.${value}`)}
                      </option>
                    ))}
                  </select>
                  <div className={styles.actionsRow}>
                    <Button type="submit" disabled={isSending}>
                      {t('requests.send')}
                    </Button>
                  </div>
                </form>
              </section>
            </div>
          </>
        ) : null}
      </QueryState>
    </>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Moves a request to another status without answering it (a duplicate, a call already made): nothing is mailed. */
function RequestStatusChange({ number, current }: { number: string; current: string }) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const navigate = useNavigate();
  const [setStatus, { isLoading }] = useSetStaffRequestStatusMutation();
  const [status, setChosen] = useState(current);
  const [feedback, setFeedback] = useState<{ text: string; isError: boolean } | null>(null);
  const id = useId();
  useEffect(() => setChosen(current), [current]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    try {
      const changed = await setStatus({ number, status }).unwrap();
      setFeedback({ text: t('requests.statusChanged', { status: t(`status.${changed.status}`) }), isError: false });
    } catch (error) {
      if (!redirectForError(error, (to) => void navigate(to)))
        setFeedback({ text: getErrorMessage(error, tSite), isError: true });
    }
  };

  return (
    <form className={styles.actionBar} onSubmit={(event) => void apply(event)} aria-describedby={`${id}-hint`}>
      <label htmlFor={`${id}-status`} className="visually-hidden">
        {t('requests.statusChange')}
      </label>
      <select
        id={`${id}-status`}
        className={styles.inlineSelect}
        value={status}
        onChange={(event) => setChosen(event.target.value)}
      >
        {SERVICE_REQUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`status.${value}`)}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" disabled={isLoading || status === current}>
        {t('requests.statusApply')}
      </Button>
      <span id={`${id}-hint`}>{t('requests.statusChangeHint')}</span>
      {feedback ? (
        <span role={feedback.isError ? 'alert' : 'status'} className={feedback.isError ? formStyles.error : undefined}>
          {feedback.text}
        </span>
      ) : null}
    </form>
  );
}
