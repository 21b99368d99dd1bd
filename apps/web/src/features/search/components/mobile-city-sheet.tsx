/** The phone's full-screen city picker (the mobile search sheet): one sheet for both ends of the route. */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { closeMobileSearchSheet, type MobileSearchSheetState } from '../model/mobile-search-sheet-slice';
import { selectSearchForm, setCityFrom, setCityTo } from '../model/search-form-slice';
import { CityCombobox } from './city-combobox';
import styles from './search-form.module.css';
import { DialogHeader } from '@/shared/ui/dialog-header';

const selectSheet = (state: { mobileSearchSheet: MobileSearchSheetState }) => state.mobileSearchSheet;

export function MobileCitySheet({ onClosed }: { onClosed: (variant: MobileSearchSheetState['variant']) => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { isOpen, variant } = useSelector(selectSheet);
  const form = useSelector(selectSearchForm);
  const title = t(variant === 'city_from' ? 'search.fields.from' : 'search.fields.to');
  const close = () => dispatch(closeMobileSearchSheet());

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.sheet}
          aria-modal="true"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The field that opened the sheet gets focus back (Radix only knows its own Trigger).
            event.preventDefault();
            onClosed(variant);
          }}
        >
          <DialogHeader title={title} className={styles.sheetHeader} titleClassName={styles.sheetTitle} />
          <CityCombobox
            key={variant}
            label={title}
            value={form[variant]}
            isInline
            autoFocus
            onChange={(city) => dispatch(variant === 'city_from' ? setCityFrom(city) : setCityTo(city))}
            onPicked={close}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
