/** Partner codes with their orders, requests and revenue; the commission rate (admins) and the monthly report (CSV). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { downloadPartnerReport, useListStaffPartnersQuery, useSetPartnerRateMutation } from '../api/orders-api';
import type { StaffPartner } from '@/shared/staff/api/staff-types';
import { QueryState } from '@/shared/staff/ui/query-state';
import { useStaffMe } from '@/shared/staff/lib/use-staff-me';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffMoney, formatStaffNumber } from '@/shared/staff/lib/staff-format';
import { hasAnyRole } from '@/shared/staff/model/staff-nav';
import { useStaffMessage } from '@/shared/staff/lib/use-staff-message';

/** The month before this one, as YYYY-MM (the report a partner asks for first). */
function previousMonth(now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

export function StaffPartnersPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const me = useStaffMe();
  useDocumentTitle(t('partners.title'));
  const partners = useListStaffPartnersQuery();
  const [month, setMonth] = useState(previousMonth);
  const { message, setMessage, report } = useStaffMessage();
  const isAdmin = hasAnyRole(me.roles, ['admin']);

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('partners.title')}</h1>
        <label>
          {t('partners.month')}{' '}
          <input
            className={styles.inlineSelect}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </label>
      </div>
      {message ? <FormAlert variant={message.isError ? 'error' : 'success'}>{message.text}</FormAlert> : null}
      <QueryState isLoading={partners.isLoading} error={partners.error} onRetry={() => void partners.refetch()}>
        <div className={styles.tableWrap} role="region" aria-label={t('partners.title')} tabIndex={0}>
          <table className={styles.table}>
            <caption>{t('partners.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('partners.code')}</th>
                <th scope="col">{t('dashboard.orders')}</th>
                <th scope="col">{t('partners.ticketed')}</th>
                <th scope="col">{t('nav.requests')}</th>
                <th scope="col">{t('dashboard.revenue')}</th>
                <th scope="col">{t('partners.rate')}</th>
                <th scope="col">{t('partners.report')}</th>
              </tr>
            </thead>
            <tbody>
              {(partners.data?.results ?? []).map((partner) => (
                <tr key={partner.code}>
                  <td className={styles.mono}>{partner.code}</td>
                  <td>{formatStaffNumber(partner.orders, language)}</td>
                  <td>{formatStaffNumber(partner.ticketed_orders, language)}</td>
                  <td>{formatStaffNumber(partner.requests, language)}</td>
                  <td>{formatStaffMoney(partner.revenue, 'KGS', language)}</td>
                  <td>
                    {isAdmin ? (
                      <RateField
                        partner={partner}
                        onSaved={(text) => setMessage({ text, isError: false })}
                        onError={report}
                      />
                    ) : (
                      `${formatStaffNumber(partner.commission_rate, language)} %`
                    )}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      disabled={!month}
                      onClick={() => void downloadPartnerReport(partner.code, month).catch(report)}
                      aria-label={t('partners.downloadFor', { code: partner.code, month })}
                    >
                      CSV
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {partners.data && partners.data.results.length === 0 ? (
            <p className={styles.empty}>{t('partners.none')}</p>
          ) : null}
        </div>
      </QueryState>
    </>
  );
}

function RateField({
  partner,
  onSaved,
  onError,
}: {
  partner: StaffPartner;
  onSaved: (text: string) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('staff');
  const [value, setValue] = useState(String(partner.commission_rate));
  const [setRate, { isLoading }] = useSetPartnerRateMutation();
  const rate = Number(value.replace(',', '.'));
  const isValid = value.trim() !== '' && Number.isFinite(rate) && rate >= 0 && rate <= 100;
  return (
    <form
      className={styles.actionsRow}
      style={{ justifyContent: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValid) return;
        setRate({ code: partner.code, commission_rate: Math.round(rate * 100) / 100 })
          .unwrap()
          .then(() => onSaved(t('partners.saved', { code: partner.code })))
          .catch(onError);
      }}
    >
      <input
        className={styles.inlineSelect}
        style={{ width: 90 }}
        inputMode="decimal"
        aria-label={t('partners.rateOf', { code: partner.code })}
        aria-invalid={!isValid || undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={isLoading || !isValid}>
        {t('partners.save')}
      </Button>
    </form>
  );
}
