/**
 * The inventory back office (admins and the `inventory` role): the import of SSIM
 * schedules and fare / seat-block sheets (choose a file, see the dry run's counts, errors with their
 * line numbers and conflicts, then apply), and the schedules, fare families and seat blocks as
 * TanStack tables with their edit forms (react-hook-form with the contracts' zod schemas).
 */
import {
  FARE_FAMILIES,
  FARE_SHEET_COLUMNS,
  formatNumber,
  INVENTORY_CABINS,
  type InventoryFare,
  inventoryFareInputSchema,
  type InventoryImportReport,
  type InventoryListQuery,
  type InventorySchedule,
  inventoryScheduleInputSchema,
  type InventorySeatBlock,
  inventorySeatBlockInputSchema,
  SEAT_BLOCK_SHEET_COLUMNS,
} from '@sapar/contracts';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import type { Language } from '@/shared/i18n/language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, SelectField, TextField } from '@/shared/ui/form-field';
import { NumberField, asNumber, asNumberOrNull } from '@/shared/ui/number-field';
import {
  useDeleteInventoryFareMutation,
  useDeleteInventoryScheduleMutation,
  useDeleteInventorySeatBlockMutation,
  useImportInventoryFileMutation,
  useListInventoryFaresQuery,
  useListInventorySchedulesQuery,
  useListInventorySeatBlocksQuery,
  useSaveInventoryFareMutation,
  useSaveInventoryScheduleMutation,
  useSaveInventorySeatBlockMutation,
} from '../api/inventory-api';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { useStaffMe } from '@/shared/staff/lib/use-staff-me';
import { StaffTableBody } from '@/shared/staff/ui/staff-table-parts';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import inv from '../components/inventory.module.css';
import { ImportedWithoutFares, UnpricedRoutesPanel } from '../components/unpriced-routes';
import { hasAnyRole } from '@/shared/staff/model/staff-nav';
import { staffHref, type StaffPathName } from '@/shared/staff/staff-paths';

const INVENTORY_ROLES = ['admin', 'inventory'] as const;
const TABS: ReadonlyArray<[StaffPathName, string]> = [
  ['staffInventory', 'inventory.tabs.import'],
  ['staffInventorySchedules', 'inventory.tabs.schedules'],
  ['staffInventoryFares', 'inventory.tabs.fares'],
  ['staffInventorySeatBlocks', 'inventory.tabs.seatBlocks'],
];

/** The frame of every inventory page: the role check, the title and the tabs. */
function InventoryFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  useDocumentTitle(title);
  if (!hasAnyRole(me.roles, INVENTORY_ROLES)) return <FormAlert>{t('shell.forbidden')}</FormAlert>;
  return (
    <>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
      </div>
      <nav aria-label={t('inventory.title')}>
        <ul className={inv.tabs}>
          {TABS.map(([path, key]) => (
            <li key={path}>
              <NavLink to={staffHref(path)} className={inv.tab} end>
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}

/** Reports an API failure: sign-in and second-factor problems move on, the rest is shown. */
function useFailure(): [string, (error: unknown) => void, () => void] {
  const { t: tSite } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const report = (error: unknown) => {
    if (!redirectForError(error, (to) => void navigate(to))) setMessage(getErrorMessage(error, tSite));
  };
  return [message, report, () => setMessage('')];
}

function DataTable<Row>({
  caption,
  data,
  columns,
}: {
  caption: string;
  data: Row[];
  columns: ColumnDef<Row, unknown>[];
}) {
  const { t } = useTranslation('staff');
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
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
        {data.length > 0 ? (
          <StaffTableBody table={table} />
        ) : (
          <tbody>
            <tr>
              <td colSpan={columns.length}>{t('common.nothing')}</td>
            </tr>
          </tbody>
        )}
      </table>
    </div>
  );
}

/** Carrier / airport / flight-number filter of a list. */
function ListFilter({
  query,
  onChange,
  withNumber = true,
}: {
  query: InventoryListQuery;
  onChange: (query: InventoryListQuery) => void;
  withNumber?: boolean;
}) {
  const { t } = useTranslation('staff');
  const [draft, setDraft] = useState<Record<string, string>>({
    carrier: String(query.carrier ?? ''),
    airport: String(query.airport ?? ''),
    number: String(query.number ?? ''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      carrier: draft.carrier?.trim().toUpperCase() || undefined,
      airport: draft.airport?.trim().toUpperCase() || undefined,
      number: draft.number?.trim() ? Number(draft.number) : undefined,
    });
  };
  const input = (name: string, label: string, maxLength: number) => (
    <label>
      {label}
      <input
        value={draft[name] ?? ''}
        maxLength={maxLength}
        onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
        autoComplete="off"
      />
    </label>
  );
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('inventory.filter')}>
      {input('carrier', t('inventory.fields.carrier'), 3)}
      {input('airport', t('inventory.fields.airport'), 3)}
      {withNumber ? input('number', t('inventory.fields.number'), 4) : <span />}
      <span />
      <div className={styles.filterButtons}>
        <Button type="submit">{t('inventory.filter')}</Button>
      </div>
    </form>
  );
}

// ── Import ──────────────────────────────────────────────────────────────────────────────────

function ImportReportView({ report }: { report: InventoryImportReport }) {
  const { t } = useTranslation('staff');
  const counts: Array<[string, number]> = [
    ['inventory.import.added', report.flights_added],
    ['inventory.import.changed', report.flights_changed],
    ['inventory.import.removed', report.flights_removed],
    [
      report.format === 'ssim'
        ? 'inventory.import.schedules'
        : report.format === 'fares'
          ? 'inventory.import.fares'
          : 'inventory.import.seatBlocks',
      report.format === 'ssim' ? report.schedules : report.format === 'fares' ? report.fares : report.seat_blocks,
    ],
  ];
  return (
    <section className={inv.panel} aria-labelledby="import-preview-title" data-testid="import-preview">
      <h2 id="import-preview-title">
        {report.applied ? t('inventory.import.appliedTitle') : t('inventory.import.previewTitle')} ·{' '}
        {report.format ? t(`inventory.formats.${report.format}`) : ''}
      </h2>
      <dl className={inv.counts}>
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('inventory.import.errors', { count: report.errors.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inventory.import.line')}</th>
                <th scope="col">{t('inventory.import.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={`${error.line}-${index}`}>
                  <td className={styles.mono}>{error.line}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('inventory.import.noErrors')}</p>
      )}
      <ImportedWithoutFares report={report} />
      {report.conflicts.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('inventory.import.conflicts', { count: report.conflicts.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inventory.fields.flight')}</th>
                <th scope="col">{t('inventory.fields.date')}</th>
                <th scope="col">{t('inventory.import.change')}</th>
                <th scope="col">{t('inventory.import.sold')}</th>
              </tr>
            </thead>
            <tbody>
              {report.conflicts.map((c) => (
                <tr key={c.flight_id}>
                  <td className={styles.mono}>
                    {c.carrier} {c.number}
                  </td>
                  <td>{c.date}</td>
                  <td>{t(`inventory.changes.${c.change}`)}</td>
                  <td>{c.sold}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export function StaffInventoryImportPage() {
  const { t } = useTranslation('staff');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<InventoryImportReport | null>(null);
  const [upload, { isLoading }] = useImportInventoryFileMutation();
  const [failure, reportFailure, clearFailure] = useFailure();

  const run = async (dryRun: boolean) => {
    clearFailure();
    if (!file) {
      reportFailure({ status: 400, detail: t('inventory.import.chooseFirst') });
      return;
    }
    try {
      setReport(await upload({ file, dryRun }).unwrap());
    } catch (error) {
      reportFailure(error);
    }
  };

  const canApply = report !== null && !report.applied && report.dry_run && report.errors.length === 0;
  return (
    <InventoryFrame title={t('inventory.title')}>
      <section className={inv.panel} aria-labelledby="import-title">
        <h2 id="import-title">{t('inventory.import.title')}</h2>
        <p className={inv.text}>{t('inventory.import.intro')}</p>
        <p className={inv.text}>{t('inventory.import.ssimReplaces')}</p>
        <p className={inv.text}>
          {t('inventory.import.fareColumns')} <code className={inv.columns}>{FARE_SHEET_COLUMNS.join(', ')}</code>
        </p>
        <p className={inv.text}>
          {t('inventory.import.seatColumns')} <code className={inv.columns}>{SEAT_BLOCK_SHEET_COLUMNS.join(', ')}</code>
        </p>
        <div className={inv.filePicker}>
          <label className={inv.fileButton}>
            <input
              type="file"
              className="visually-hidden"
              accept=".ssim,.txt,.dat,.xlsx,.csv"
              aria-describedby="import-file-name"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                clearFailure();
              }}
            />
            {t('inventory.import.file')}
          </label>
          <span id="import-file-name" className={inv.fileName}>
            {file ? file.name : t('inventory.import.noFile')}
          </span>
        </div>
        <div className={inv.actions}>
          <Button onClick={() => void run(true)} disabled={isLoading || !file}>
            {t('inventory.import.check')}
          </Button>
          <Button variant="secondary" onClick={() => void run(false)} disabled={isLoading || !canApply}>
            {t('inventory.import.apply')}
          </Button>
        </div>
      </section>
      <div aria-live="polite">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {report?.applied ? <FormAlert variant="success">{t('inventory.import.applied')}</FormAlert> : null}
      </div>
      {report ? <ImportReportView report={report} /> : null}
      <UnpricedRoutesPanel />
    </InventoryFrame>
  );
}

// ── Schedules ───────────────────────────────────────────────────────────────────────────────

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const scheduleColumn = createColumnHelper<InventorySchedule>();

function ScheduleForm({ editing, onDone }: { editing: InventorySchedule | 'new'; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [save, { isLoading }] = useSaveInventoryScheduleMutation();
  const [failure, reportFailure] = useFailure();
  const initial = editing === 'new' ? null : editing;
  const form = useZodForm({
    schema: inventoryScheduleInputSchema,
    defaultValues: {
      carrier: initial?.carrier ?? '',
      number: initial?.number,
      origin: initial?.origin ?? '',
      destination: initial?.destination ?? '',
      days: initial?.days ?? [1, 2, 3, 4, 5, 6, 7],
      departure_time: initial?.departure_time ?? '',
      arrival_time: initial?.arrival_time ?? '',
      arrival_day_offset: initial?.arrival_day_offset ?? 0,
      valid_from: initial?.valid_from ?? '',
      valid_to: initial?.valid_to ?? '',
      aircraft: initial?.aircraft ?? '',
    },
    labels: {
      carrier: t('inventory.fields.carrier'),
      number: t('inventory.fields.number'),
      origin: t('inventory.fields.origin'),
      destination: t('inventory.fields.destination'),
      departure_time: t('inventory.fields.departure'),
      arrival_time: t('inventory.fields.arrival'),
      valid_from: t('inventory.fields.validFrom'),
      valid_to: t('inventory.fields.validTo'),
      aircraft: t('inventory.fields.aircraft'),
      days: t('inventory.fields.days'),
    },
    messages: {
      destination: (issue) => (issue.code === 'custom' ? t('inventory.sameAirport') : undefined),
      valid_to: (issue) => (issue.code === 'custom' ? t('inventory.periodReversed') : undefined),
    },
  });
  const days = form.watch('days') ?? [];
  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ ...(initial ? { id: initial.id } : {}), body: values }).unwrap();
      onDone();
    } catch (error) {
      reportFailure(error);
    }
  });
  return (
    <form
      className={inv.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="schedule-form-title"
    >
      <h2 id="schedule-form-title">
        {initial
          ? t('inventory.schedules.edit', { flight: `${initial.carrier} ${initial.number}` })
          : t('inventory.schedules.add')}
      </h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={inv.grid}>
        <TextField label={t('inventory.fields.carrier')} required maxLength={3} {...form.field('carrier')} />
        <NumberField label={t('inventory.fields.number')} required {...form.field('number', asNumber)} />
        <TextField label={t('inventory.fields.origin')} required maxLength={3} {...form.field('origin')} />
        <TextField label={t('inventory.fields.destination')} required maxLength={3} {...form.field('destination')} />
        <TextField label={t('inventory.fields.departure')} required type="time" {...form.field('departure_time')} />
        <TextField label={t('inventory.fields.arrival')} required type="time" {...form.field('arrival_time')} />
        <SelectField
          label={t('inventory.fields.offset')}
          options={[-1, 0, 1, 2].map((d) => ({ id: String(d), title: t(`inventory.offsets.${d + 1}`) }))}
          {...form.field('arrival_day_offset', { setValueAs: (v: unknown) => Number(v) })}
        />
        <TextField label={t('inventory.fields.validFrom')} required type="date" {...form.field('valid_from')} />
        <TextField label={t('inventory.fields.validTo')} required type="date" {...form.field('valid_to')} />
        <TextField label={t('inventory.fields.aircraft')} required maxLength={4} {...form.field('aircraft')} />
      </div>
      <fieldset className={inv.days}>
        <legend>{t('inventory.fields.days')}</legend>
        {DAYS.map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(event) =>
                form.setValue('days', event.target.checked ? [...days, day].sort() : days.filter((d) => d !== day), {
                  shouldValidate: true,
                })
              }
            />
            {t(`inventory.days.${day}`)}
          </label>
        ))}
      </fieldset>
      {form.formState.errors.days ? <FormAlert>{t('inventory.daysRequired')}</FormAlert> : null}
      <div className={inv.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('inventory.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function StaffInventorySchedulesPage() {
  const { t } = useTranslation('staff');
  const [query, setQuery] = useState<InventoryListQuery>({});
  const list = useListInventorySchedulesQuery(query);
  const [editing, setEditing] = useState<InventorySchedule | 'new' | null>(null);
  const [remove] = useDeleteInventoryScheduleMutation();
  const [failure, reportFailure, clearFailure] = useFailure();
  const columns = useMemo(
    () =>
      [
        scheduleColumn.accessor((s) => `${s.carrier} ${s.number}`, {
          id: 'flight',
          header: () => t('inventory.fields.flight'),
          cell: (info) => <span className={`${styles.mono} ${inv.nowrap}`}>{info.getValue()}</span>,
        }),
        scheduleColumn.accessor((s) => `${s.origin} → ${s.destination}`, {
          id: 'route',
          header: () => t('inventory.fields.route'),
        }),
        scheduleColumn.accessor((s) => s.days.map((d) => t(`inventory.days.${d}`)).join(' '), {
          id: 'days',
          header: () => t('inventory.fields.days'),
        }),
        scheduleColumn.accessor(
          (s) =>
            `${s.departure_time} → ${s.arrival_time}${s.arrival_day_offset ? ` (${s.arrival_day_offset > 0 ? '+' : ''}${s.arrival_day_offset})` : ''}`,
          { id: 'times', header: () => t('inventory.fields.times') },
        ),
        scheduleColumn.accessor((s) => `${s.valid_from} – ${s.valid_to}`, {
          id: 'period',
          header: () => t('inventory.fields.period'),
        }),
        scheduleColumn.accessor('aircraft', { header: () => t('inventory.fields.aircraft') }),
        scheduleColumn.accessor('source', {
          header: () => t('inventory.fields.source'),
          cell: (info) => t(`inventory.sources.${String(info.getValue())}`),
        }),
        scheduleColumn.display({
          id: 'actions',
          header: () => t('inventory.actions'),
          cell: (info) => (
            <span className={inv.rowActions}>
              <Button
                variant="secondary"
                onClick={() => setEditing(info.row.original)}
                aria-label={t('inventory.editOf', { name: `${info.row.original.carrier} ${info.row.original.number}` })}
              >
                {t('inventory.edit')}
              </Button>
              <Button
                variant="danger"
                aria-label={t('inventory.deleteOf', {
                  name: `${info.row.original.carrier} ${info.row.original.number}`,
                })}
                onClick={() => {
                  clearFailure();
                  if (window.confirm(t('inventory.schedules.confirmDelete')))
                    remove(info.row.original.id).unwrap().catch(reportFailure);
                }}
              >
                {t('inventory.delete')}
              </Button>
            </span>
          ),
        }),
      ] as ColumnDef<InventorySchedule, unknown>[],
    [t, remove, reportFailure, clearFailure],
  );
  return (
    <InventoryFrame title={t('inventory.tabs.schedules')}>
      <p>{t('inventory.schedules.intro')}</p>
      <div className={inv.actions}>
        <Button onClick={() => setEditing('new')}>{t('inventory.schedules.add')}</Button>
      </div>
      {editing ? (
        <ScheduleForm key={editing === 'new' ? 'new' : editing.id} editing={editing} onDone={() => setEditing(null)} />
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <UnpricedRoutesPanel />
      <ListFilter query={query} onChange={setQuery} />
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()}>
        {list.data?.truncated ? <FormAlert variant="info">{t('inventory.truncated')}</FormAlert> : null}
        <DataTable caption={t('inventory.tabs.schedules')} data={list.data?.results ?? []} columns={columns} />
      </QueryState>
    </InventoryFrame>
  );
}

// ── Fare families ───────────────────────────────────────────────────────────────────────────

const fareColumn = createColumnHelper<InventoryFare>();
const money = (value: number | null, none: string, language: Language) =>
  value === null ? none : formatNumber(value, language);

function FareForm({ editing, onDone }: { editing: InventoryFare | 'new'; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [save, { isLoading }] = useSaveInventoryFareMutation();
  const [failure, reportFailure] = useFailure();
  const initial = editing === 'new' ? null : editing;
  const form = useZodForm({
    schema: inventoryFareInputSchema,
    defaultValues: {
      carrier: initial?.carrier ?? '',
      origin: initial?.origin ?? '',
      destination: initial?.destination ?? '',
      cabin: initial?.cabin ?? 'economy',
      family: initial?.family ?? 'light',
      base_fare: initial?.base_fare,
      child_pct: initial?.child_pct ?? 75,
      infant_seat_pct: initial?.infant_seat_pct ?? 75,
      infant_lap_pct: initial?.infant_lap_pct ?? 10,
      pensioner_discount_pct: initial?.pensioner_discount_pct ?? 0,
      baggage_kg: initial ? initial.baggage_kg : null,
      hand_baggage_kg: initial?.hand_baggage_kg ?? 10,
      change_fee: initial ? initial.change_fee : null,
      refund_fee: initial ? initial.refund_fee : null,
    },
    labels: {
      carrier: t('inventory.fields.carrier'),
      origin: t('inventory.fields.origin'),
      destination: t('inventory.fields.destination'),
      base_fare: t('inventory.fields.baseFare'),
      hand_baggage_kg: t('inventory.fields.handBaggage'),
    },
    messages: { destination: (issue) => (issue.code === 'custom' ? t('inventory.sameAirport') : undefined) },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ ...(initial ? { id: initial.id } : {}), body: values }).unwrap();
      onDone();
    } catch (error) {
      reportFailure(error);
    }
  });
  return (
    <form className={inv.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="fare-form-title">
      <h2 id="fare-form-title">{initial ? t('inventory.fares.edit') : t('inventory.fares.add')}</h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={inv.grid}>
        <TextField label={t('inventory.fields.carrier')} required maxLength={3} {...form.field('carrier')} />
        <TextField label={t('inventory.fields.origin')} required maxLength={3} {...form.field('origin')} />
        <TextField label={t('inventory.fields.destination')} required maxLength={3} {...form.field('destination')} />
        <SelectField
          label={t('inventory.fields.cabin')}
          options={INVENTORY_CABINS.map((c) => ({ id: c, title: t(`inventory.cabins.${c}`) }))}
          {...form.field('cabin')}
        />
        <SelectField
          label={t('inventory.fields.family')}
          options={FARE_FAMILIES.map((f) => ({ id: f, title: t(`inventory.families.${f}`) }))}
          {...form.field('family')}
        />
        <NumberField label={t('inventory.fields.baseFare')} required {...form.field('base_fare', asNumber)} />
        <NumberField label={t('inventory.fields.childPct')} {...form.field('child_pct', asNumber)} />
        <NumberField label={t('inventory.fields.infantSeatPct')} {...form.field('infant_seat_pct', asNumber)} />
        <NumberField label={t('inventory.fields.infantLapPct')} {...form.field('infant_lap_pct', asNumber)} />
        <NumberField label={t('inventory.fields.pensionerPct')} {...form.field('pensioner_discount_pct', asNumber)} />
        <NumberField
          label={t('inventory.fields.baggage')}
          hint={t('inventory.emptyMeansNone')}
          {...form.field('baggage_kg', asNumberOrNull)}
        />
        <NumberField label={t('inventory.fields.handBaggage')} required {...form.field('hand_baggage_kg', asNumber)} />
        <NumberField
          label={t('inventory.fields.changeFee')}
          hint={t('inventory.emptyMeansNotAllowed')}
          {...form.field('change_fee', asNumberOrNull)}
        />
        <NumberField
          label={t('inventory.fields.refundFee')}
          hint={t('inventory.emptyMeansNotAllowed')}
          {...form.field('refund_fee', asNumberOrNull)}
        />
      </div>
      <div className={inv.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('inventory.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function StaffInventoryFaresPage() {
  const { t } = useTranslation('staff');
  const [query, setQuery] = useState<InventoryListQuery>({});
  const list = useListInventoryFaresQuery(query);
  const [editing, setEditing] = useState<InventoryFare | 'new' | null>(null);
  const [remove] = useDeleteInventoryFareMutation();
  const [failure, reportFailure, clearFailure] = useFailure();
  const none = t('inventory.none');
  const language = useLanguage();
  const columns = useMemo(
    () =>
      [
        fareColumn.accessor((f) => `${f.carrier} ${f.origin} → ${f.destination}`, {
          id: 'route',
          header: () => t('inventory.fields.route'),
        }),
        fareColumn.accessor('cabin', {
          header: () => t('inventory.fields.cabin'),
          cell: (info) => t(`inventory.cabins.${String(info.getValue())}`),
        }),
        fareColumn.accessor('family', {
          header: () => t('inventory.fields.family'),
          cell: (info) => t(`inventory.families.${String(info.getValue())}`),
        }),
        fareColumn.accessor('base_fare', {
          header: () => t('inventory.fields.baseFare'),
          cell: (info) => money(info.getValue(), none, language),
        }),
        fareColumn.accessor((f) => `${f.baggage_kg === null ? none : `${f.baggage_kg}`} / ${f.hand_baggage_kg}`, {
          id: 'bags',
          header: () => t('inventory.fields.bags'),
        }),
        fareColumn.accessor((f) => `${money(f.change_fee, none, language)} / ${money(f.refund_fee, none, language)}`, {
          id: 'fees',
          header: () => t('inventory.fields.fees'),
        }),
        fareColumn.display({
          id: 'actions',
          header: () => t('inventory.actions'),
          cell: (info) => {
            const name = `${info.row.original.carrier} ${info.row.original.origin}–${info.row.original.destination} ${info.row.original.family}`;
            return (
              <span className={inv.rowActions}>
                <Button
                  variant="secondary"
                  onClick={() => setEditing(info.row.original)}
                  aria-label={t('inventory.editOf', { name })}
                >
                  {t('inventory.edit')}
                </Button>
                <Button
                  variant="danger"
                  aria-label={t('inventory.deleteOf', { name })}
                  onClick={() => {
                    clearFailure();
                    if (window.confirm(t('inventory.fares.confirmDelete')))
                      remove(info.row.original.id).unwrap().catch(reportFailure);
                  }}
                >
                  {t('inventory.delete')}
                </Button>
              </span>
            );
          },
        }),
      ] as ColumnDef<InventoryFare, unknown>[],
    [t, none, language, remove, reportFailure, clearFailure],
  );
  return (
    <InventoryFrame title={t('inventory.tabs.fares')}>
      <p>{t('inventory.fares.intro')}</p>
      <div className={inv.actions}>
        <Button onClick={() => setEditing('new')}>{t('inventory.fares.add')}</Button>
      </div>
      {editing ? (
        <FareForm key={editing === 'new' ? 'new' : editing.id} editing={editing} onDone={() => setEditing(null)} />
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <ListFilter query={query} onChange={setQuery} withNumber={false} />
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()}>
        {list.data?.truncated ? <FormAlert variant="info">{t('inventory.truncated')}</FormAlert> : null}
        <DataTable caption={t('inventory.tabs.fares')} data={list.data?.results ?? []} columns={columns} />
      </QueryState>
    </InventoryFrame>
  );
}

// ── Seat blocks ─────────────────────────────────────────────────────────────────────────────

const blockColumn = createColumnHelper<InventorySeatBlock>();

function SeatBlockForm({ initial, onDone }: { initial: InventorySeatBlock | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [save, { isLoading }] = useSaveInventorySeatBlockMutation();
  const [failure, reportFailure] = useFailure();
  const form = useZodForm({
    schema: inventorySeatBlockInputSchema,
    defaultValues: {
      carrier: initial?.carrier ?? '',
      number: initial?.number,
      date: initial?.date ?? '',
      cabin: initial?.cabin ?? 'economy',
      seats: initial?.seats,
    },
    labels: {
      carrier: t('inventory.fields.carrier'),
      number: t('inventory.fields.number'),
      date: t('inventory.fields.date'),
      seats: t('inventory.fields.seats'),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      onDone();
    } catch (error) {
      reportFailure(error);
    }
  });
  return (
    <form className={inv.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="block-form-title">
      <h2 id="block-form-title">{t('inventory.seatBlocks.add')}</h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={inv.grid}>
        <TextField label={t('inventory.fields.carrier')} required maxLength={3} {...form.field('carrier')} />
        <NumberField label={t('inventory.fields.number')} required {...form.field('number', asNumber)} />
        <TextField label={t('inventory.fields.date')} required type="date" {...form.field('date')} />
        <SelectField
          label={t('inventory.fields.cabin')}
          options={INVENTORY_CABINS.map((c) => ({ id: c, title: t(`inventory.cabins.${c}`) }))}
          {...form.field('cabin')}
        />
        <NumberField label={t('inventory.fields.seats')} required {...form.field('seats', asNumber)} />
      </div>
      <div className={inv.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('inventory.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function StaffInventorySeatBlocksPage() {
  const { t } = useTranslation('staff');
  const [query, setQuery] = useState<InventoryListQuery>({});
  const list = useListInventorySeatBlocksQuery(query);
  const [editing, setEditing] = useState<InventorySeatBlock | 'new' | null>(null);
  const [remove] = useDeleteInventorySeatBlockMutation();
  const [failure, reportFailure, clearFailure] = useFailure();
  const columns = useMemo(
    () =>
      [
        blockColumn.accessor((b) => `${b.carrier} ${b.number}`, {
          id: 'flight',
          header: () => t('inventory.fields.flight'),
          cell: (info) => <span className={`${styles.mono} ${inv.nowrap}`}>{info.getValue()}</span>,
        }),
        blockColumn.accessor('date', { header: () => t('inventory.fields.date') }),
        blockColumn.accessor('cabin', {
          header: () => t('inventory.fields.cabin'),
          cell: (info) => t(`inventory.cabins.${String(info.getValue())}`),
        }),
        blockColumn.accessor('seats', { header: () => t('inventory.fields.seats') }),
        blockColumn.accessor('sold', {
          header: () => t('inventory.fields.sold'),
          cell: (info) => info.getValue() ?? t('inventory.noFlight'),
        }),
        blockColumn.display({
          id: 'actions',
          header: () => t('inventory.actions'),
          cell: (info) => {
            const name = `${info.row.original.carrier} ${info.row.original.number} ${info.row.original.date}`;
            return (
              <span className={inv.rowActions}>
                <Button
                  variant="secondary"
                  onClick={() => setEditing(info.row.original)}
                  aria-label={t('inventory.editOf', { name })}
                >
                  {t('inventory.edit')}
                </Button>
                <Button
                  variant="danger"
                  aria-label={t('inventory.deleteOf', { name })}
                  onClick={() => {
                    clearFailure();
                    if (window.confirm(t('inventory.seatBlocks.confirmDelete')))
                      remove(info.row.original.id).unwrap().catch(reportFailure);
                  }}
                >
                  {t('inventory.delete')}
                </Button>
              </span>
            );
          },
        }),
      ] as ColumnDef<InventorySeatBlock, unknown>[],
    [t, remove, reportFailure, clearFailure],
  );
  return (
    <InventoryFrame title={t('inventory.tabs.seatBlocks')}>
      <p>{t('inventory.seatBlocks.intro')}</p>
      <div className={inv.actions}>
        <Button onClick={() => setEditing('new')}>{t('inventory.seatBlocks.add')}</Button>
      </div>
      {editing ? (
        <SeatBlockForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <ListFilter query={query} onChange={setQuery} />
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()}>
        {list.data?.truncated ? <FormAlert variant="info">{t('inventory.truncated')}</FormAlert> : null}
        <DataTable caption={t('inventory.tabs.seatBlocks')} data={list.data?.results ?? []} columns={columns} />
      </QueryState>
    </InventoryFrame>
  );
}
