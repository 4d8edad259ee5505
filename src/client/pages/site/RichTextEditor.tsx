import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading3, Italic, List, type LucideIcon, Quote } from 'lucide-react';
import * as controls from '../../components/controls/Controls.css';
import * as css from './Site.css';

// The rich-text editor (TipTap), in a chunk of its own that only the website editor loads. It makes the few tags
// the server keeps (paragraphs, headings, lists, emphasis, quotes, links); anything else is dropped on save.

export default function RichTextEditor({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false })],
    content: value,
    // TipTap would add its base styles in a <style> element, which the CSP (style-src 'self') refuses with an error
    // on every editor page: the rules ProseMirror needs are in `css.richText` instead.
    injectCSS: false,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: css.richText },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const mark = (name: string, run: () => void, text: string, Icon: LucideIcon) => (
    <button
      type="button"
      className={controls.toolButton}
      aria-label={text}
      title={text}
      aria-pressed={editor?.isActive(name) ?? false}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
  return (
    <div>
      {editor ? (
        <div className={controls.toolbar} role="toolbar" aria-label={`${label} formatting`}>
          {mark('bold', () => editor.chain().focus().toggleBold().run(), 'Bold', Bold)}
          {mark('italic', () => editor.chain().focus().toggleItalic().run(), 'Italic', Italic)}
          {mark('heading', () => editor.chain().focus().toggleHeading({ level: 3 }).run(), 'Heading', Heading3)}
          {mark('bulletList', () => editor.chain().focus().toggleBulletList().run(), 'List', List)}
          {mark('blockquote', () => editor.chain().focus().toggleBlockquote().run(), 'Quote', Quote)}
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
