import { campaignCalls } from '@servicebereich/protocol';
import { useApi } from '../../api/api-context.tsx';

/**
 * A picture of the content folder, in the 16:9 the content's pictures are drawn in; `lazy` where
 * it need not load before it is shown (the browser loads it once it comes into view).
 */
export function ContentImage(props: {
  name: string;
  alt: string;
  className?: string;
  lazy?: boolean;
}) {
  const api = useApi();
  return (
    <img
      className={props.className ?? 'content-image'}
      src={api.fileUrl(campaignCalls.getContentImage, { name: props.name })}
      alt={props.alt}
      width={640}
      height={360}
      loading={props.lazy === true ? 'lazy' : undefined}
    />
  );
}
