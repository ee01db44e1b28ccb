import type { CSSProperties } from 'react';
import { LazyImage } from '../LazyImage';
import {
  StyledProgress,
  StyledRemove,
  StyledThumb,
  StyledThumbStatus,
} from './PhotoUploader.styles';
import { useObjectUrl } from './useObjectUrl';

/** How one picture's upload is going, as reported by the parent. */
export interface PhotoUploadStatus {
  /** Percent uploaded, 0 to 100. */
  progress: number;
  /** Why the upload failed, in Chinese. */
  error?: string;
}

/** Props of {@link PhotoThumb}. */
export interface PhotoThumbProps {
  /** The chosen picture. */
  file: File;
  /** Its position, from 1, for screen-reader names. */
  position: number;
  /** Upload progress, when uploading has started. */
  upload?: PhotoUploadStatus;
  /** Whether the remove button is disabled. */
  isDisabled: boolean;
  /** Called when the remove button is pressed. */
  onRemove: () => void;
}

/** Where an upload stands, for styling. */
function uploadState(upload: PhotoUploadStatus | undefined) {
  if (!upload) return 'chosen';
  if (upload.error) return 'failed';
  return upload.progress >= 100 ? 'uploaded' : 'uploading';
}

/** One chosen picture: its preview, upload progress and a remove button. */
export function PhotoThumb({ file, position, upload, isDisabled, onRemove }: PhotoThumbProps) {
  const previewUrl = useObjectUrl(file);
  const state = uploadState(upload);
  const name = `第${position}张图片`;
  const percent = Math.min(100, Math.max(0, Math.round(upload?.progress ?? 0)));

  return (
    <StyledThumb data-upload={state}>
      {previewUrl && (
        <LazyImage src={previewUrl} alt={`${name}：${file.name}`} width={1} height={1} isEager />
      )}
      {state === 'uploading' && (
        <StyledProgress
          role="progressbar"
          aria-label={`${name}上传进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          style={{ '--photo-progress': percent / 100 } as CSSProperties}
        />
      )}
      {state === 'failed' && <StyledThumbStatus>{upload?.error}</StyledThumbStatus>}
      <StyledRemove
        type="button"
        aria-label={`删除${name}`}
        disabled={isDisabled}
        onClick={onRemove}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M4 4l8 8M12 4l-8 8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </StyledRemove>
    </StyledThumb>
  );
}
