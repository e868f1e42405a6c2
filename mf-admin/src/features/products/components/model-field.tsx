import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { createProductModel, useProductModels } from '../api/product-models.ts';

/** The option that creates a model of the typed name (never an id: ids are positive). */
const CREATE = -1;

/**
 * The product's model (decision 0107): one of the models, with how many products each has, or a new one named as
 * typed; empty for a product of its own. A form control (value and onChange from its Form.Item).
 */
export function ModelField({ id, value, onChange }: { id?: string; value?: number | null; onChange?: (value: number | null) => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const models = useProductModels();
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  const name = typed.trim();
  const list = models.data ?? [];
  const exists = list.some((m) => m.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  const options = [
    ...list.map((m) => ({ value: m.id, label: t('products.modelCount', { name: m.name, count: m.product_count }) })),
    ...(name && !exists ? [{ value: CREATE, label: t('products.modelCreate', { name }) }] : []),
  ];

  const choose = async (chosen: number | undefined) => {
    if (chosen !== CREATE) {
      onChange?.(chosen ?? null);
      return;
    }
    setCreating(true);
    try {
      const model = await createProductModel(name);
      models.refetch();
      onChange?.(model.id);
      setTyped('');
      void message.success(t('products.modelCreated', { name: model.name }));
    } catch (failure) {
      void message.error(`${t('products.modelCreateFailed')} ${failureText(describeAdminError(failure))}`);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(chosen) => void choose(chosen)}
      options={options}
      showSearch={{ filterOption: (input, option) => option?.value === CREATE || String(option?.label ?? '').toLocaleLowerCase().includes(input.toLocaleLowerCase()), onSearch: setTyped }}
      allowClear
      loading={models.loading || creating}
      status={models.status === 'error' ? 'warning' : undefined}
      placeholder={models.status === 'error' ? t('products.modelsLoadFailed') : t('products.modelNone')}
      notFoundContent={t('products.modelPlaceholder')}
      style={{ width: '100%' }}
    />
  );
}
