import { Button } from '@linx/shared';
import { Share2 } from 'lucide-react';
import styled from 'styled-components';
import { blogCopy } from '../../../content/blog';
import { useShare } from '../hooks/use-share';

const StyledShare = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledNotice = styled.p`
  min-height: 1.6em;
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ShareButtonProps {
  title: string;
  text?: string;
}

/** Shares the current page (or copies its link) and announces the result politely. */
export const ShareButton = ({ title, text }: ShareButtonProps) => {
  const { share, message } = useShare({ title, text, url: window.location.href });
  return (
    <StyledShare>
      <Button variant="secondary" aria-label={blogCopy.article.shareLabel} onClick={() => void share()}>
        <Share2 aria-hidden="true" size={18} />
        {blogCopy.article.share}
      </Button>
      <StyledNotice aria-live="polite">{message}</StyledNotice>
    </StyledShare>
  );
};
