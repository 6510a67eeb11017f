import { StrictMode } from "react";
import { App } from "./app";
import { mount } from "./mount";
import "./styles.css";

mount(
  <StrictMode>
    <App />
  </StrictMode>,
);
