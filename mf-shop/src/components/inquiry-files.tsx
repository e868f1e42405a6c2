import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFileSize, INQUIRY_FILE_TYPES, isAxiosError, MAX_INQUIRY_FILE_BYTES, MAX_INQUIRY_FILES } from '@shop/shared';
import type { ApiError } from '@shop/shared/contracts/common';
import { usePageLang } from '@shop/shared/react';
import styles from './inquiry-files.module.css';

export const INQUIRY_FILE_MB = Math.round(MAX_INQUIRY_FILE_BYTES / 1024 / 1024);
/** What the browser's file picker offers; the server tells the type by the content again. */
const ACCEPT = [...INQUIRY_FILE_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');

/** Why one file cannot be sent (empty, too large, not an image or PDF), in the visitor's language; null when it can. */
function fileProblem(file: File, t: TFunction): string | null {
  if (file.size === 0) return t('inquiry.files.empty', { name: file.name });
  if (file.size > MAX_INQUIRY_FILE_BYTES) return t('inquiry.files.tooLarge', { name: file.name, size: INQUIRY_FILE_MB });
  const byName = /\.(jpe?g|png|webp|pdf)$/i.test(file.name);
  if (!(INQUIRY_FILE_TYPES as readonly string[]).includes(file.type) && !byName) return t('inquiry.files.wrongType', { name: file.name });
  return null;
}

/** The first problem of the chosen files, in the visitor's language (the same limits the server applies). */
export function filesProblem(files: File[], t: TFunction): string | null {
  if (files.length > MAX_INQUIRY_FILES) return t('inquiry.files.tooMany', { max: MAX_INQUIRY_FILES });
  for (const file of files) {
    const problem = fileProblem(file, t);
    if (problem) return problem;
  }
  return null;
}

/** antd's rule for the field: the chosen files must fit the limits before the form is sent. */
export const filesRule = (t: TFunction): RuleObject => ({
  validator: async (_rule, value: File[] | undefined) => {
    const problem = filesProblem(value ?? [], t);
    if (problem) throw new Error(problem);
  },
});

/** The name of the file the server refused (an error's params.name), if it named one. */
export function refusedFileName(error: unknown): string | null {
  const body = isAxiosError(error) ? (error.response?.data as Partial<ApiError> | undefined) : undefined;
  return typeof body?.params?.name === 'string' && body.params.name ? body.params.name : null;
}

/** The server's refusal of a file (its message code and the file's name) in the visitor's language; null for others. */
export function fileFailure(error: unknown, t: TFunction): string | null {
  const body = isAxiosError(error) ? (error.response?.data as Partial<ApiError> | undefined) : undefined;
  const name = String(body?.params?.name ?? '');
  switch (body?.code) {
    case 'inquiry.tooManyFiles':
      return t('inquiry.files.tooMany', { max: MAX_INQUIRY_FILES });
    case 'inquiry.fileTooLarge':
      return t('inquiry.files.tooLarge', { name, size: INQUIRY_FILE_MB });
    case 'inquiry.fileType':
      return t('inquiry.files.wrongType', { name });
    case 'inquiry.fileEmpty':
      return t('inquiry.files.empty', { name });
    case 'upload.unreadableImage':
      return t('inquiry.files.unreadable');
    case 'inquiry.filesUnavailable':
      return t('inquiry.files.unavailable');
    default:
      return null;
  }
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & { value?: File[]; onChange?: (files: File[]) => void };

/**
 * The sketch or photos of an inquiry: the platform's file input (keyboard and screen readers know it), drawn as a
 * button, with the chosen files listed below, each removable. Each pick adds to the list, so files from two folders
 * can go together. A file that cannot be sent (an .exe, an empty or too large file) does not join the list: the reason
 * is announced below it instead. antd's Form.Item gives the input its id and aria attributes.
 */
export function InquiryFiles({ value, onChange, disabled, ...aria }: Props) {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const files = value ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Emptied, so picking the same file again after removing it is a change.
    event.target.value = '';
    const refused = picked.map((file) => fileProblem(file, t)).filter((problem): problem is string => problem !== null);
    setRefusal(refused.length > 0 ? refused.join(' ') : null);
    const accepted = picked.filter((file) => fileProblem(file, t) === null);
    if (accepted.length > 0) onChange?.([...files, ...accepted]);
  };
  return (
    <div className={styles.files}>
      <input {...aria} type="file" multiple accept={ACCEPT} disabled={disabled} onChange={pick} className={styles.input} />
      {/* A second label of the input: its accessible name is the field's label and "Choose files". */}
      <label htmlFor={aria.id} className={styles.button}>
        <PaperClipOutlined aria-hidden /> {t('inquiry.files.choose')}
      </label>
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={t('inquiry.files.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className={styles.name}>{file.name}</span> <span className={styles.size}>{formatFileSize(file.size, lang)}</span>
              <button type="button" className={styles.remove} disabled={disabled} aria-label={t('inquiry.files.remove', { name: file.name })} onClick={() => onChange?.(files.filter((_, i) => i !== index))}>
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
