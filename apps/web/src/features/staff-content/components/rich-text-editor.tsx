/**
 * The news body editor: TipTap (ProseMirror for React) limited to what the server's allow-list keeps — paragraphs,
 * headings 2 and 3, lists, quotes, bold, italic, underline, strike, links, rules and uploaded images. A toolbar of
 * real buttons (labelled, pressed state announced, reachable with Tab); the text area is a labelled textbox.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content-editor.module.css';

export interface RichTextEditorProps {
  /** HTML; read when the editor starts and when `resetKey` changes. */
  value: string;
  onChange: (html: string) => void;
  /** The visible label's id (the editable area is a textbox labelled by it). */
  labelledBy: string;
  /** Uploads an image and answers its URL; errors are the caller's to show. */
  onUploadImage: (file: File) => Promise<string | null>;
  /** Changing it reloads `value` (another item or another language). */
  resetKey: string;
  lang: string;
}

/** TipTap's empty document: stored as empty text, so the language counts as missing. */
const EMPTY = '<p></p>';

/** Line icons (no emoji: not every system has a font for them). */
const svg = (path: ReactNode) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
);
const LINK_ICON = svg(
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
);
const IMAGE_ICON = svg(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </>,
);

export function RichTextEditor({ value, onChange, labelledBy, onUploadImage, resetKey, lang }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['https', 'http', 'mailto', 'tel'],
          defaultProtocol: 'https',
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        lang,
        class: styles.prose ?? '',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChangeRef.current(html === EMPTY ? '' : html);
    },
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(value || '', { emitUpdate: false });
    // Only another item or language reloads the text; typing must not reset the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, resetKey]);

  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} onUploadImage={onUploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, onUploadImage }: { editor: Editor; onUploadImage: RichTextEditorProps['onUploadImage'] }) {
  const { t } = useTranslation('staff');
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: Array<{
    key: string;
    label: string;
    text: ReactNode;
    active?: boolean;
    disabled?: boolean;
    run: () => void;
  }> = [
    {
      key: 'bold',
      label: t('content.editor.bold'),
      text: 'B',
      active: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('content.editor.italic'),
      text: 'I',
      active: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('content.editor.underline'),
      text: 'U',
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: t('content.editor.strike'),
      text: 'S',
      active: state.strike,
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'h2',
      label: t('content.editor.heading2'),
      text: 'H2',
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('content.editor.heading3'),
      text: 'H3',
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('content.editor.bulletList'),
      text: '•',
      active: state.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('content.editor.orderedList'),
      text: '1.',
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('content.editor.quote'),
      text: '❝',
      active: state.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: 'rule', label: t('content.editor.rule'), text: '—', run: () => chain().setHorizontalRule().run() },
    {
      key: 'link',
      label: state.link ? t('content.editor.unlink') : t('content.editor.link'),
      text: LINK_ICON,
      active: state.link,
      run: () => (state.link ? chain().unsetLink().run() : setLinkUrl(editor.getAttributes('link').href ?? 'https://')),
    },
    { key: 'image', label: t('content.editor.image'), text: IMAGE_ICON, run: () => fileInput.current?.click() },
    {
      key: 'undo',
      label: t('content.editor.undo'),
      text: '↶',
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('content.editor.redo'),
      text: '↷',
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  const applyLink = () => {
    const href = (linkUrl ?? '').trim();
    setLinkUrl(null);
    if (!href || href === 'https://') return;
    if (!/^(https?:|mailto:|tel:|\/)/i.test(href)) return;
    chain().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={t('content.editor.toolbar')}>
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className={styles.toolButton}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            disabled={button.disabled}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void onUploadImage(file).then((src) => {
              if (src) chain().setImage({ src, alt: '' }).run();
            });
          }}
        />
      </div>
      {linkUrl !== null ? (
        <div className={styles.linkRow}>
          <label>
            {t('content.editor.linkUrl')}{' '}
            <input
              type="url"
              value={linkUrl}
              autoFocus
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') setLinkUrl(null);
              }}
            />
          </label>
          <button type="button" className={styles.toolButton} onClick={applyLink}>
            {t('content.editor.apply')}
          </button>
          <button type="button" className={styles.toolButton} onClick={() => setLinkUrl(null)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : null}
    </>
  );
}
