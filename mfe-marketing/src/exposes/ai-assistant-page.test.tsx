import { paths } from '@linx/shared';
import { act, screen } from '@testing-library/react';
import { mockReducedMotion } from '../testing/reduced-motion';
import { seededPageRenderer } from '../testing/seeded-pages';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import AiAssistantPage from './ai-assistant-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.aiAssistant, <AiAssistantPage />);
const chatMessages = () =>
  screen.getByRole('list', { name: 'Mensajes con LIA' }).querySelectorAll('li:not([aria-hidden])');

describe('AiAssistantPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sets the title "Asistente IA", its keywords and the sections 1–4 in order', async () => {
    await renderPage();
    expect(document.title).toBe('Asistente IA | LINX');
    const keywords = document.querySelector('meta[name="keywords"]')?.getAttribute('content');
    for (const word of [
      'asistente virtual',
      'inteligencia artificial',
      'automatización',
      'chatbot',
      'atención al cliente',
    ]) {
      expect(keywords).toContain(word);
    }
    expect(pageTitle()).toHaveTextContent('LIA Asistente IA');
    expect(sectionTitles()).toEqual([
      'Inteligencia que trabaja por tu equipo',
      'Resultados medibles desde el primer mes',
      'Un asistente, muchas áreas de tu empresa',
    ]);
  });

  it('shows four features, the three key figures and six use cases of three bullets', async () => {
    await renderPage();
    expect(inSection('Inteligencia que trabaja por tu equipo').getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const benefits = inSection('Resultados medibles desde el primer mes');
    for (const figure of ['+45%', '+60%', '-40%']) expect(benefits.getByText(figure)).toBeInTheDocument();
    const useCases = inSection('Un asistente, muchas áreas de tu empresa');
    expect(useCases.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(useCases.getAllByRole('listitem')).toHaveLength(18);
  });

  it('plays the scripted LIA chat in sequence in the hero', async () => {
    jest.useFakeTimers();
    await renderPage();
    expect(screen.getByText('En línea')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Escribe un mensaje...')).toBeDisabled();
    expect(chatMessages()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1600));
    expect(chatMessages()).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1600));
    expect(chatMessages()).toHaveLength(3);
  });

  it('shows the whole chat at once under reduced motion', async () => {
    mockReducedMotion(true);
    await renderPage();
    expect(chatMessages()).toHaveLength(6);
  });

  it('has consultancy buttons in the hero and the benefits', async () => {
    await renderPage();
    const buttons = screen.getAllByRole('button', { name: 'Solicitar una consultoría' });
    expect(buttons).toHaveLength(2);
    expectConsultancy(buttons[1]);
  });
});
