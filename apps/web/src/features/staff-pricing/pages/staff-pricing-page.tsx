/**
 * The pricing rules of outside suppliers' offers (admins): the National Bank's current rates (a stale or missing one
 * is flagged: offers in it are not sold), the rules by kind with the scope each names, and a dialog to add or edit a
 * rule (react-hook-form with the contracts' schema). How a price is made is in docs/pricing.md.
 */
import {
  formatDay,
  formatNumber,
  PRICING_CABINS,
  PRICING_RULE_KINDS,
  pricingRuleInputSchema,
  type PricingRule,
  type PricingRuleKind,
  type ExchangeRate,
} from '@sapar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm, type FormIssue } from '@/shared/lib/use-zod-form';
import type { Language } from '@/shared/i18n/language';
import { useStaffMe } from '@/shared/staff/lib/use-staff-me';
import { hasAnyRole } from '@/shared/staff/model/staff-nav';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { Button } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { FormAlert, SelectField, TextField } from '@/shared/ui/form-field';
import { Modal } from '@/shared/ui/modal';
import { useDeletePricingRuleMutation, useListPricingRulesQuery, useSavePricingRuleMutation } from '../api/pricing-api';
import css from '../components/pricing.module.css';

const ADMIN = ['admin'] as const;

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

const percentText = (value: number, language: Language) => `${formatNumber(value, language, 2)}\u00a0%`;
const somText = (value: number, language: Language, som: string) => `${formatNumber(value, language)}\u00a0${som}`;

/** What a rule adds, in words: '2,5 % + 100 сом, не меньше 300 сом'. */
function useAmountText() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const som = t('pricing.som');
  return (rule: PricingRule) => {
    const parts: string[] = [];
    if (rule.percent > 0 || rule.kind === 'exchange_buffer') parts.push(percentText(rule.percent, language));
    if (rule.fixed > 0) parts.push(somText(rule.fixed, language, som));
    let text = parts.join(' + ') || somText(0, language, som);
    if (rule.min !== null) text += `, ${t('pricing.atLeast', { amount: somText(rule.min, language, som) })}`;
    if (rule.max !== null) text += `, ${t('pricing.atMost', { amount: somText(rule.max, language, som) })}`;
    return text;
  };
}

function RatesPanel({ rates, missing }: { rates: ExchangeRate[]; missing: string[] }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const latest = rates.reduce<string | null>((day, rate) => (day === null || rate.date > day ? rate.date : day), null);
  return (
    <section className={css.section} aria-labelledby="pricing-rates">
      <h2 id="pricing-rates">{t('pricing.rates.title')}</h2>
      <p className={css.intro}>
        {latest
          ? t('pricing.rates.intro', { date: formatDay(latest, language, { withWeekday: false }) })
          : t('pricing.rates.none')}
      </p>
      {missing.length > 0 ? (
        <FormAlert>{t('pricing.rates.missing', { currencies: missing.join(', ') })}</FormAlert>
      ) : null}
      {rates.some((rate) => rate.is_demo) ? <FormAlert variant="info">{t('pricing.rates.demo')}</FormAlert> : null}
      {rates.length > 0 ? (
        <ul className={css.rates}>
          {rates.map((rate) => (
            <li key={rate.currency} className={`${css.rate} ${rate.is_stale ? css.stale : ''}`}>
              <span>
                {rate.nominal === 1 ? rate.currency : `${formatNumber(rate.nominal, language)} ${rate.currency}`}
              </span>
              <strong>{`${formatNumber(Number(rate.value), language, 4)}\u00a0${t('pricing.som')}`}</strong>
              <small>
                {formatDay(rate.date, language, { withWeekday: false })}
                {rate.is_stale ? ` · ${t('pricing.rates.stale')}` : ''}
              </small>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type Editing = PricingRule | { kind: PricingRuleKind } | null;

function RuleDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing && 'id' in editing ? t('pricing.form.editTitle') : t('pricing.form.addTitle')}
      description={t('pricing.form.anyHint')}
    >
      {editing ? (
        <RuleForm key={'id' in editing ? editing.id : `new-${editing.kind}`} editing={editing} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

const decimalOrZero = (value: unknown) =>
  value === '' || value === null || value === undefined ? 0 : Number(String(value).replace(',', '.'));
const wholeOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const wholeOrZero = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value));

const pricingCheck = (issue: FormIssue) => issue.params?.pricing as string | undefined;

function RuleForm({ editing, onDone }: { editing: PricingRule | { kind: PricingRuleKind }; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [save, { isLoading }] = useSavePricingRuleMutation();
  const [failure, reportFailure] = useFailure();
  const rule = 'id' in editing ? editing : null;
  const amountMessage = (issue: FormIssue) => {
    const check = pricingCheck(issue);
    if (check === 'buffer_percent_only') return t('pricing.invalid.bufferPercentOnly');
    if (check === 'max_below_min') return t('pricing.invalid.maxBelowMin');
    return t('pricing.invalid.som');
  };
  const form = useZodForm({
    schema: pricingRuleInputSchema,
    defaultValues: {
      kind: editing.kind,
      supplier: rule?.supplier ?? '',
      airline: rule?.airline ?? '',
      origin: rule?.origin ?? '',
      destination: rule?.destination ?? '',
      cabin: rule?.cabin ?? '',
      percent: rule?.percent ?? 0,
      fixed: rule?.fixed ?? 0,
      min: rule?.min ?? null,
      max: rule?.max ?? null,
    },
    labels: {
      supplier: t('pricing.fields.supplier'),
      airline: t('pricing.fields.airline'),
      origin: t('pricing.fields.origin'),
      destination: t('pricing.fields.destination'),
      percent: t('pricing.fields.percent'),
      fixed: t('pricing.fields.fixed'),
      min: t('pricing.fields.min'),
      max: t('pricing.fields.max'),
    },
    // Checks across fields say which rule failed in `params.pricing` (the contracts' pricingRuleInputSchema).
    messages: {
      supplier: t('pricing.invalid.supplier'),
      airline: t('pricing.invalid.airline'),
      origin: t('pricing.invalid.airport'),
      destination: (issue) =>
        pricingCheck(issue) === 'same_airport' ? t('pricing.invalid.sameAirport') : t('pricing.invalid.airport'),
      percent: t('pricing.invalid.percent'),
      fixed: (issue) => amountMessage(issue),
      min: (issue) => amountMessage(issue),
      max: (issue) => amountMessage(issue),
    },
  });
  const kind = form.watch('kind') as PricingRuleKind;
  const isBuffer = kind === 'exchange_buffer';
  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ ...(rule ? { id: rule.id } : {}), body: values }).unwrap();
      onDone();
    } catch (error) {
      if (!form.setServerErrors(getFieldErrors(error), { shouldFocus: true })) reportFailure(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SelectField
        label={t('pricing.fields.kind')}
        options={PRICING_RULE_KINDS.map((value) => ({ id: value, title: t(`pricing.kinds.${value}`) }))}
        {...form.field('kind')}
      />
      <fieldset className={css.fieldset}>
        <legend>{t('pricing.form.scope')}</legend>
        <div className={css.grid}>
          <TextField
            label={t('pricing.fields.supplier')}
            placeholder={t('pricing.any')}
            maxLength={32}
            autoCapitalize="off"
            {...form.field('supplier')}
          />
          <TextField
            label={t('pricing.fields.airline')}
            placeholder={t('pricing.any')}
            maxLength={2}
            autoCapitalize="characters"
            {...form.field('airline')}
          />
          <TextField
            label={t('pricing.fields.origin')}
            placeholder={t('pricing.any')}
            maxLength={3}
            autoCapitalize="characters"
            {...form.field('origin')}
          />
          <TextField
            label={t('pricing.fields.destination')}
            placeholder={t('pricing.any')}
            maxLength={3}
            autoCapitalize="characters"
            {...form.field('destination')}
          />
          <SelectField
            label={t('pricing.fields.cabin')}
            options={[
              { id: '', title: t('pricing.any') },
              ...PRICING_CABINS.map((value) => ({ id: value, title: t(`pricing.cabins.${value}`) })),
            ]}
            {...form.field('cabin')}
          />
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend>{t('pricing.form.amount')}</legend>
        <div className={css.grid}>
          <TextField
            label={t('pricing.fields.percent')}
            inputMode="decimal"
            required
            {...form.field('percent', { setValueAs: decimalOrZero })}
          />
          {isBuffer ? null : (
            <>
              <TextField
                label={t('pricing.fields.fixed')}
                inputMode="numeric"
                {...form.field('fixed', { setValueAs: wholeOrZero })}
              />
              <TextField
                label={t('pricing.fields.min')}
                hint={t('pricing.form.emptyNoLimit')}
                inputMode="numeric"
                {...form.field('min', { setValueAs: wholeOrNull })}
              />
              <TextField
                label={t('pricing.fields.max')}
                hint={t('pricing.form.emptyNoLimit')}
                inputMode="numeric"
                {...form.field('max', { setValueAs: wholeOrNull })}
              />
            </>
          )}
        </div>
        <p>{isBuffer ? t('pricing.form.bufferHint') : t('pricing.form.feeHint')}</p>
      </fieldset>
      <div className={css.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('pricing.form.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function RulesTable({
  kind,
  rules,
  onEdit,
  onDelete,
}: {
  kind: PricingRuleKind;
  rules: PricingRule[];
  onEdit: (rule: PricingRule) => void;
  onDelete: (rule: PricingRule) => void;
}) {
  const { t } = useTranslation('staff');
  const amountOf = useAmountText();
  const any = t('pricing.any');
  const scopeOf = (rule: PricingRule) =>
    [
      `${t('pricing.fields.supplier')}: ${rule.supplier ?? any}`,
      `${t('pricing.fields.airline')}: ${rule.airline ?? any}`,
      `${t('pricing.fields.route')}: ${rule.origin ?? any} → ${rule.destination ?? any}`,
      `${t('pricing.fields.cabin')}: ${rule.cabin ? t(`pricing.cabins.${rule.cabin}`) : any}`,
    ] as const;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${css.rules}`}>
        <caption className="visually-hidden">{t(`pricing.kinds.${kind}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.fields.scope')}</th>
            <th scope="col">{t('pricing.fields.amount')}</th>
            <th scope="col">{t('pricing.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('pricing.noRules')}</td>
            </tr>
          ) : (
            rules.map((rule) => {
              const scope = scopeOf(rule);
              const name = `${t(`pricing.kinds.${kind}`)}: ${scope.join(', ')}`;
              return (
                <tr key={rule.id}>
                  <td data-label={t('pricing.fields.scope')}>
                    <span className={css.scope}>
                      {scope.map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </span>
                  </td>
                  <td data-label={t('pricing.fields.amount')}>{amountOf(rule)}</td>
                  <td>
                    <span className={css.rowActions}>
                      <Button
                        variant="secondary"
                        onClick={() => onEdit(rule)}
                        aria-label={t('pricing.editOf', { name })}
                      >
                        {t('pricing.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => onDelete(rule)}
                        aria-label={t('pricing.deleteOf', { name })}
                      >
                        {t('pricing.delete')}
                      </Button>
                    </span>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

export function StaffPricingPage() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('pricing.title'));
  const me = useStaffMe();
  const isAdmin = hasAnyRole(me.roles, ADMIN);
  const list = useListPricingRulesQuery(undefined, { skip: !isAdmin });
  const [remove] = useDeletePricingRuleMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, reportFailure, clearFailure] = useFailure();
  const confirm = useConfirm();
  if (!isAdmin) return <FormAlert>{t('shell.forbidden')}</FormAlert>;

  const onDelete = async (rule: PricingRule) => {
    clearFailure();
    if (await confirm({ description: t('pricing.confirmDelete'), confirmLabel: t('pricing.delete') }))
      remove(rule.id).unwrap().catch(reportFailure);
  };
  const rules = list.data?.results ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('pricing.title')}</h1>
      </div>
      <p className={css.intro}>{t('pricing.intro')}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()}>
        {list.data ? <RatesPanel rates={list.data.rates} missing={list.data.rates_missing} /> : null}
        {PRICING_RULE_KINDS.map((kind) => (
          <section key={kind} className={css.section} aria-labelledby={`pricing-${kind}`}>
            <h2 id={`pricing-${kind}`}>{t(`pricing.kinds.${kind}`)}</h2>
            <p className={css.intro}>{t(`pricing.kindHints.${kind}`)}</p>
            <div className={css.actions}>
              <Button onClick={() => setEditing({ kind })}>{t(`pricing.add.${kind}`)}</Button>
            </div>
            <RulesTable
              kind={kind}
              rules={rules.filter((rule) => rule.kind === kind)}
              onEdit={setEditing}
              onDelete={(rule) => void onDelete(rule)}
            />
          </section>
        ))}
        <p className={css.intro}>{t('pricing.precedence')}</p>
      </QueryState>
      <RuleDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
